// Status badge words and colours live in one shared place.
export { STATUS_COLORS, STATUS_LABELS } from '../../../lib/session-status.ts';
