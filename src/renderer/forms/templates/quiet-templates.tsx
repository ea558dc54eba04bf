/**
 * Templates the screen form replaces with its own markup: field errors (FieldTemplate shows them),
 * the error list (inline errors instead), the submit button (the form's own actions), and the
 * description and title rjsf would add around them.
 */
export function NoErrorList() {
  return null;
}

export function NoFieldErrors() {
  return null;
}

export function NoSubmitButton() {
  return null;
}

export function NoDescription() {
  return null;
}

export function NoTitle() {
  return null;
}
