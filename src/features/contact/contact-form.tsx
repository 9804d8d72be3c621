// Interface contract for the contact form (issue 5 owns and replaces this file).
export interface ContactFormProps {
  /** Prefix for element ids when two forms could share a page. */
  idPrefix?: string;
  /** Initial values and errors from a no-JS round trip (server-rendered page). */
  initialValues?: Partial<Record<'name' | 'email' | 'subject' | 'message', string>>;
  initialErrors?: Partial<Record<'name' | 'email' | 'subject' | 'message', string>>;
  /** Shows the success state (after a no-JS post/redirect/get). */
  sent?: boolean;
}

export function ContactForm(_props: ContactFormProps) {
  return <form method="post" action="/api/contact" />;
}
