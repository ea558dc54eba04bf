/** Every role a screen file names (screen, columns, actions, conditions), for the studio's "preview as" switches. */
export function rolesIn(node: unknown, found = new Set<string>()): string[] {
  if (Array.isArray(node)) node.forEach((item) => rolesIn(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'roles' || key === 'role') && Array.isArray(value)) value.forEach((role) => found.add(String(role)));
      else rolesIn(value, found);
    }
  }
  return [...found].sort();
}
