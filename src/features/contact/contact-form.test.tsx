// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from './contact-form.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { en } from '../../i18n/ui/en.ts';
import { vi as viText } from '../../i18n/ui/vi.ts';

const english = { lang: 'en', text: en.contactForm } as const;
const englishNewsletter = { lang: 'en', text: en.newsletter } as const;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Server-renders a form, lets the visitor use the markup before React has it, then hydrates it. */
async function hydrateAfter(
  form: ReactElement,
  visitor: (field: (label: string | RegExp) => HTMLInputElement) => void,
) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.replaceChildren(container);
  visitor((label) => screen.getByLabelText(label));
  await act(async () => {
    render(form, { container, hydrate: true });
  });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Linh Tran');
  await user.type(screen.getByLabelText('Email Address'), 'linh@example.com');
  await user.type(screen.getByLabelText('Subject'), 'SEO audit');
  await user.type(screen.getByLabelText('Message'), 'Can you help?');
  await user.click(screen.getByLabelText(/^I agree to Brightlane Digital handling/));
}

describe('ContactForm', () => {
  it('shows a message per field and focuses the first invalid one', async () => {
    const user = userEvent.setup();
    render(<ContactForm {...english} />);
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    expect(screen.getByLabelText('Full Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends JSON, then clears the form and shows the "Message sent!" toast', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true, message: 'x' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<ContactForm {...english} idPrefix="home" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    // The toast (a Radix list item), not the no-JS success panel that carries the same words.
    await waitFor(() => expect(screen.getAllByText('Message sent!').some((node) => node.closest('li'))).toBe(true));
    expect(screen.getAllByText("We'll get back to you as soon as possible.").some((node) => node.closest('li'))).toBe(
      true,
    );
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'Linh Tran',
      email: 'linh@example.com',
      website: '',
      formId: 'home-form',
      consent: true,
      newsletter: false,
    });
    expect((screen.getByLabelText(/^I agree to Brightlane Digital handling/) as HTMLInputElement).checked).toBe(false);
  });

  it('says the newsletter starts only after confirming from the inbox when its box was ticked', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ ok: true, message: 'x' }), { status: 201 }));
    const user = userEvent.setup();
    render(<ContactForm {...english} />);
    await fillValid(user);
    await user.click(screen.getByLabelText(en.contactForm.newsletterOptIn));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const toast = `${en.contactForm.sentText} ${en.contactForm.newsletterConfirm}`;
    await waitFor(() => expect(screen.getAllByText(toast).some((node) => node.closest('li'))).toBe(true));
    expect(screen.queryByText(/subscribed/i)).toBeNull();
  });

  it('asks for the consent box, focuses it, and sends nothing until it is ticked', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<ContactForm {...english} source="/contact" />);
    const consent = screen.getByLabelText(/^I agree to Brightlane Digital handling/) as HTMLInputElement;
    const newsletter = screen.getByLabelText(/^Also send me the Brightlane newsletter/) as HTMLInputElement;
    expect([consent.checked, newsletter.checked, consent.required, newsletter.required]).toEqual([
      false,
      false,
      true,
      false,
    ]);
    await fillValid(user);
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please tick the box to agree to us handling your details for this request.')).toBeTruthy();
    expect(document.activeElement).toBe(consent);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(consent);
    await user.click(newsletter);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ consent: true, newsletter: true, source: '/contact' });
  });

  it('keeps the typed text and offers a retry when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const user = userEvent.setup();
    render(<ContactForm {...english} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(/couldn't reach our server/);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Can you help?');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 201 })),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(''));
  });

  it('shows server field errors from a no-JS round trip', () => {
    render(
      <ContactForm
        {...english}
        initialValues={{ name: 'Linh', email: 'bad' }}
        initialErrors={{ email: 'Please enter a valid email address, like name@example.com.' }}
      />,
    );
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe('bad');
    expect(screen.getByText('Please enter a valid email address, like name@example.com.')).toBeTruthy();
  });
});

describe('what was typed, ticked and chosen before a form hydrated', () => {
  it('the contact form keeps and sends every field, the reply channel and both boxes', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true, message: 'x' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await hydrateAfter(<ContactForm {...english} />, (field) => {
      field('Full Name').value = 'Nguyễn Thị Hương';
      field('Email Address').value = 'huong@example.vn';
      field('Subject').value = 'Typed early';
      (screen.getByLabelText('Message') as HTMLTextAreaElement).value = 'Typed on a slow phone.';
      field('Phone (optional)').value = '+84 90 123 4567';
      field('Zalo').checked = true;
      field(/^I agree to Brightlane Digital handling/).checked = true;
      field(/^Also send me the Brightlane newsletter/).checked = true;
    });
    // The form's first render after hydration (scripted validation on) leaves them as the visitor left them.
    expect((screen.getByLabelText('Zalo') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Email') as HTMLInputElement).checked).toBe(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'Nguyễn Thị Hương',
      email: 'huong@example.vn',
      subject: 'Typed early',
      message: 'Typed on a slow phone.',
      phone: '+84 90 123 4567',
      replyBy: 'zalo',
      consent: true,
      newsletter: true,
    });
  });

  it('the newsletter box keeps the address and the tick, and subscribes without asking for the tick again', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await hydrateAfter(<NewsletterForm {...englishNewsletter} />, (field) => {
      field('Email address').value = 'early.reader@example.com';
      field('I agree to receive the Brightlane newsletter by email.').checked = true;
    });
    expect(
      (screen.getByLabelText('I agree to receive the Brightlane newsletter by email.') as HTMLInputElement).checked,
    ).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await screen.findByText(/check your inbox and open the link we just sent to confirm/);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'early.reader@example.com', consent: true });
  });
});

describe('NewsletterForm', () => {
  it('subscribes and says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 })),
    );
    const user = userEvent.setup();
    render(<NewsletterForm {...englishNewsletter} />);
    await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    // The newsletter's own words beside the box, as well as in the no-JavaScript notice.
    expect(screen.getAllByText('Please tick the box to agree to receive the newsletter.')).toHaveLength(2);
    await user.click(screen.getByLabelText('I agree to receive the Brightlane newsletter by email.'));
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await screen.findByText(/check your inbox and open the link we just sent to confirm/);
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
  });

  it('explains an invalid address without sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<NewsletterForm {...englishNewsletter} />);
    await user.type(screen.getByLabelText('Email address'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(screen.getByRole('status').textContent).toMatch(/valid email address/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('in Vietnamese', () => {
  it('labels the fields and answers with the shared schema’s Vietnamese messages', async () => {
    const user = userEvent.setup();
    render(<ContactForm lang="vi" text={viText.contactForm} />);
    await user.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
    expect(screen.getByText('Vui lòng nhập họ tên của bạn.')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập địa chỉ email của bạn.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Họ và tên'));
  });

  it('posts the page language with the message, in the JSON and as a form field for no-JS posts', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ ok: true, message: 'x' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { container } = render(<ContactForm lang="vi" text={viText.contactForm} />);
    expect((container.querySelector('input[name="lang"]') as HTMLInputElement).value).toBe('vi');
    await user.type(screen.getByLabelText('Họ và tên'), 'Trần Linh');
    await user.type(screen.getByLabelText('Địa chỉ email'), 'linh@example.com');
    await user.type(screen.getByLabelText('Tiêu đề'), 'Kiểm tra SEO');
    await user.type(screen.getByLabelText('Nội dung'), 'Bạn giúp được không?');
    await user.click(screen.getByLabelText(/^Tôi đồng ý để Brightlane Digital xử lý/));
    await user.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ lang: 'vi', name: 'Trần Linh', subject: 'Kiểm tra SEO' });
  });

  it('rejects a bad newsletter address in Vietnamese without sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<NewsletterForm lang="vi" text={viText.newsletter} />);
    await user.type(screen.getByLabelText('Địa chỉ email'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Đăng ký ngay' }));
    expect(screen.getByRole('status').textContent).toBe('Vui lòng nhập địa chỉ email hợp lệ, ví dụ ten@example.com.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
