// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from './contact-form.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Linh Tran');
  await user.type(screen.getByLabelText('Email Address'), 'linh@example.com');
  await user.type(screen.getByLabelText('Subject'), 'SEO audit');
  await user.type(screen.getByLabelText('Message'), 'Can you help?');
}

describe('ContactForm', () => {
  it('shows a message per field and focuses the first invalid one', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    expect(screen.getByLabelText('Full Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends JSON, then clears the form and shows the SPEC toast', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true, message: 'x' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<ContactForm idPrefix="home" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    // The toast (a Radix list item), not the no-JS success panel that carries the same words.
    await waitFor(() => expect(screen.getAllByText('Message sent!').some((node) => node.closest('li'))).toBe(true));
    expect(screen.getAllByText("We'll get back to you as soon as possible.").some((node) => node.closest('li'))).toBe(true);
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init.body))).toMatchObject({ name: 'Linh Tran', email: 'linh@example.com', website: '', formId: 'home-form' });
  });

  it('keeps the typed text and offers a retry when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const user = userEvent.setup();
    render(<ContactForm />);
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
      <ContactForm initialValues={{ name: 'Linh', email: 'bad' }} initialErrors={{ email: 'Please enter a valid email address, like name@example.com.' }} />,
    );
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe('bad');
    expect(screen.getByText('Please enter a valid email address, like name@example.com.')).toBeTruthy();
  });
});

describe('NewsletterForm', () => {
  it('subscribes and says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 })),
    );
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await screen.findByText(/Thanks for subscribing!/);
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
  });

  it('explains an invalid address without sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(screen.getByLabelText('Email address'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(screen.getByRole('status').textContent).toMatch(/valid email address/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
