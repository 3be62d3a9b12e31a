/** Drawing a PDF costs CPU: a tighter per-address limit than the global one (as the CV's). */
export const PDF_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

export { sendPdf } from '../files/serve';
