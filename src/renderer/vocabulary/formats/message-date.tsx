import { formatMessageDate } from '../../../domain/dates.ts';
import { defineFormat } from '../define.ts';

export default defineFormat({
  name: 'messageDate',
  doc: "A message's date as the inbox shows it (spec 001 §2).",
  render: (value) => <time dateTime={String(value)}>{formatMessageDate(String(value))}</time>,
});
