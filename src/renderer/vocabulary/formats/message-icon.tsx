import { messageColour } from '../../../domain/message-colour.ts';
import { defineFormat } from '../define.ts';

export default defineFormat({
  name: 'messageIcon',
  doc: "A message's envelope, red for ERROR, yellow for CANCELED, blue otherwise (spec 001 §4).",
  render: (value) => (
    <svg
      className={`message-icon colour-${messageColour(String(value))}`}
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <path
        fill="currentColor"
        d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 3v.2l8 5 8-5V7l-8 5z"
      />
    </svg>
  ),
});
