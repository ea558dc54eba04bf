import { useState } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * bench:form's reference: a plain React controlled input, nothing else, mounted into the page under
 * test (inside its open dialog, where the focus may go). What a keystroke costs in it is the floor
 * of React, the browser and the machine; the form's figure over it, what the form itself adds.
 */
function ReferenceInput() {
  const [value, setValue] = useState('');
  return <input className="input" aria-label="Campo de referência" value={value} onChange={(event) => setValue(event.target.value)} />;
}

const host = document.createElement('div');
(document.querySelector('[role="dialog"]') ?? document.querySelector('main') ?? document.body).prepend(host);
createRoot(host).render(<ReferenceInput />);
