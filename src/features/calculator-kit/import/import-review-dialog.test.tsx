// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../i18n/test-wrapper.tsx';
import { ImportReviewDialog, type ImportOutcome } from './import-review-dialog.tsx';
import { MAPPINGS_KEY } from './remembered-mappings.ts';

const fixture = (name: string) => new File([readFileSync(join(process.cwd(), 'tests/fixtures/exports', name))], name);

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('ImportReviewDialog', () => {
  it('changes nothing until Add, then hands over one row per campaign with the chosen result type', async () => {
    const onImport = vi.fn<(outcome: ImportOutcome) => void>();
    renderKit(
      <ImportReviewDialog
        files={[fixture('meta-vi-vnd-messages.csv')]}
        currency="USD"
        room={195}
        limit={200}
        onClose={() => {}}
        onImport={onImport}
      />,
      'vi',
    );
    const choice = await screen.findByLabelText('Tính là khách hàng tiềm năng', {}, { timeout: 10_000 });
    expect(choice).toHaveProperty('value', 'message');
    expect(onImport).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào các kênh của tôi' }));
    const [outcome] = onImport.mock.calls[0] ?? [];
    // The file is in VND, so the amounts are read as VND.
    expect(outcome?.currency).toBe('VND');
    expect(outcome?.mode).toBe('append');
    expect(
      outcome?.rows.map((row) => [row.channel, row.campaign, row.spend, row.leads, row.customers, row.leadLabel]),
    ).toEqual([
      ['Meta Ads', 'Tin nhắn - Quận 1', 9_200_000, 412, 82, 'cuộc trò chuyện qua tin nhắn'],
      ['Meta Ads', 'Tin nhắn - Thủ Đức', 7_200_000, 298, 60, 'cuộc trò chuyện qua tin nhắn'],
      ['Meta Ads', 'Khách hàng tiềm năng - Biểu mẫu', 2_050_000, 0, 0, 'cuộc trò chuyện qua tin nhắn'],
    ]);
  });

  it('asks for columns it cannot name and remembers the mapping for the next file like it', async () => {
    const onImport = vi.fn<(outcome: ImportOutcome) => void>();
    renderKit(
      <ImportReviewDialog
        files={[fixture('generic-needs-mapping.csv')]}
        currency="AUD"
        room={200}
        limit={200}
        onClose={() => {}}
        onImport={onImport}
      />,
    );
    const form = await screen.findByRole('group', { name: 'Match the columns' }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Add to my channels' })).toHaveProperty('disabled', true);
    await userEvent.selectOptions(screen.getByLabelText('Channel'), 'Source');
    await userEvent.selectOptions(screen.getByLabelText('Spend'), 'Money out');
    await userEvent.selectOptions(screen.getByLabelText('Leads'), 'Enquiries');
    await userEvent.click(screen.getByRole('button', { name: 'Read with these columns' }));
    await waitFor(() => expect(form.isConnected).toBe(false));
    expect(localStorage.getItem(MAPPINGS_KEY)).toContain('money out');
    await userEvent.click(await screen.findByRole('button', { name: 'Replace my channels' }));
    expect(onImport.mock.calls[0]?.[0].rows.map((row) => [row.channel, row.spend, row.leads])).toEqual([
      ['Zalo OA', 4_200_000, 96],
      ['Cốc Cốc search', 2_600_000, 41],
      ['Email', 300_000, 22],
    ]);
  });

  it('refuses a file over the size limit without reading it', async () => {
    const huge = new File(['x'], 'huge.csv');
    Object.defineProperty(huge, 'size', { value: 50_000_000 });
    const read = vi.spyOn(huge, 'arrayBuffer');
    renderKit(
      <ImportReviewDialog
        files={[huge]}
        currency="USD"
        room={200}
        limit={200}
        onClose={() => {}}
        onImport={() => {}}
      />,
    );
    expect(await screen.findByText(/huge\.csv is larger than 20 MB/)).toBeTruthy();
    expect(read).not.toHaveBeenCalled();
  });
});
