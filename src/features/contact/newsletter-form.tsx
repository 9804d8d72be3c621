// Interface contract for the newsletter form (issue 5 owns and replaces this file).
export interface NewsletterFormProps {
  idPrefix?: string;
  /** Visual style: on a dark band or a light card. */
  tone?: 'light' | 'dark';
}

export function NewsletterForm(_props: NewsletterFormProps) {
  return <form method="post" action="/api/newsletter" />;
}
