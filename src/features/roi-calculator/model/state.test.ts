import { describe, expect, it } from 'vitest';
import { sampleRows } from './roi.ts';
import { ROI_LIMITS } from './limits.ts';
import { roiReducer, type RoiState } from './state.ts';

const start = (): RoiState => ({ rows: sampleRows(), editingId: null });

describe('ROI screen state', () => {
  it('keeps at most one row in edit mode; toggling the same row leaves edit mode', () => {
    let state = roiReducer(start(), { type: 'toggle-edit', id: '1' });
    expect(state.editingId).toBe('1');
    state = roiReducer(state, { type: 'toggle-edit', id: '2' });
    expect(state.editingId).toBe('2');
    state = roiReducer(state, { type: 'toggle-edit', id: '2' });
    expect(state.editingId).toBeNull();
  });

  it('removing the row being edited clears edit mode; removing another keeps it', () => {
    let state = roiReducer(start(), { type: 'toggle-edit', id: '3' });
    state = roiReducer(state, { type: 'remove', id: '1' });
    expect(state.editingId).toBe('3');
    state = roiReducer(state, { type: 'remove', id: '3' });
    expect(state.editingId).toBeNull();
    expect(state.rows.map((r) => r.id)).toEqual(['2', '4', '5']);
  });

  it('never removes the last row', () => {
    let state: RoiState = { rows: sampleRows().slice(0, 1), editingId: null };
    state = roiReducer(state, { type: 'remove', id: '1' });
    expect(state.rows).toHaveLength(1);
  });

  it('adds a New Channel row in edit mode, up to the limit', () => {
    const state = roiReducer(start(), { type: 'add', id: 'n1' });
    expect(state.rows.at(-1)).toMatchObject({
      id: 'n1',
      channel: 'New Channel',
      campaignName: 'New Campaign',
      spend: 0,
    });
    expect(state.editingId).toBe('n1');
    const full: RoiState = {
      rows: Array.from({ length: ROI_LIMITS.rows }, (_, i) => ({ ...sampleRows()[0]!, id: String(i) })),
      editingId: null,
    };
    expect(roiReducer(full, { type: 'add', id: 'x' })).toBe(full);
  });

  it('updates fields but never the id', () => {
    const state = roiReducer(start(), { type: 'update', id: '1', patch: { spend: 5, id: 'evil' } as never });
    expect(state.rows[0]).toMatchObject({ id: '1', spend: 5 });
  });

  it('replaces and appends imported rows, leaving edit mode', () => {
    const edited = roiReducer(start(), { type: 'toggle-edit', id: '1' });
    const extra = [{ ...sampleRows()[0]!, id: 'i1' }];
    expect(roiReducer(edited, { type: 'replace', rows: extra })).toEqual({ rows: extra, editingId: null });
    expect(roiReducer(edited, { type: 'append', rows: extra }).rows).toHaveLength(6);
    expect(roiReducer(edited, { type: 'replace', rows: [] })).toBe(edited);
  });
});
