import { BlobDocument } from '../../formats/BlobView.tsx';
import { defineFormat } from '../define.ts';
import { FILE_OPTIONS } from './image.tsx';

export default defineFormat({
  name: 'document',
  doc: 'A PDF the bank answers, shown in the page with a button that saves it.',
  options: {
    properties: {
      ...FILE_OPTIONS,
      fileName: {
        type: 'string',
        pattern: '^[a-z][a-z0-9-]*$',
        description:
          "document: the download's name, followed by the field's value and the file's extension (boleto- gives boleto-<id>.pdf).",
      },
    },
  },
  render: (value, { field, record }) => <BlobDocument field={field} record={record} value={String(value)} />,
});
