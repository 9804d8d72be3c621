/**
 * The ROI calculator's screen state as a pure reducer: the rows and which one (if any) is in edit
 * mode. At most one row is edited at a time; the last row cannot be removed.
 */
import { ROI_LIMITS } from './limits.ts';
import { newRow, type RoiRow } from './roi.ts';

const MAX_ROWS = ROI_LIMITS.rows;

export interface RoiState {
  rows: RoiRow[];
  editingId: string | null;
}

export type RoiAction =
  | { type: 'add'; id: string }
  | { type: 'update'; id: string; patch: Partial<Omit<RoiRow, 'id'>> }
  | { type: 'remove'; id: string }
  | { type: 'restore'; row: RoiRow; index: number }
  | { type: 'toggle-edit'; id: string }
  | { type: 'replace'; rows: RoiRow[] }
  | { type: 'append'; rows: RoiRow[] };

export function roiReducer(state: RoiState, action: RoiAction): RoiState {
  switch (action.type) {
    case 'add':
      if (state.rows.length >= MAX_ROWS) return state;
      return { rows: [...state.rows, newRow(action.id)], editingId: action.id };
    case 'update':
      return {
        ...state,
        rows: state.rows.map((row) => (row.id === action.id ? { ...row, ...action.patch, id: row.id } : row)),
      };
    case 'remove':
      if (state.rows.length <= 1 || !state.rows.some((row) => row.id === action.id)) return state;
      return {
        rows: state.rows.filter((row) => row.id !== action.id),
        editingId: state.editingId === action.id ? null : state.editingId,
      };
    case 'restore': {
      // Undo of a removal: the row goes back where it was.
      if (state.rows.length >= MAX_ROWS || state.rows.some((row) => row.id === action.row.id)) return state;
      const rows = [...state.rows];
      rows.splice(Math.min(Math.max(0, action.index), rows.length), 0, action.row);
      return { ...state, rows };
    }
    case 'toggle-edit':
      if (!state.rows.some((row) => row.id === action.id)) return state;
      return { ...state, editingId: state.editingId === action.id ? null : action.id };
    case 'replace':
      return action.rows.length > 0 ? { rows: action.rows.slice(0, MAX_ROWS), editingId: null } : state;
    case 'append':
      return { rows: [...state.rows, ...action.rows].slice(0, MAX_ROWS), editingId: null };
  }
}
