/**
 * Merges a language's section files (app.json, auth.json, …) into one resource
 * tree. Two files may not define the same top-level section.
 */
export function mergeBundles(
  files: Record<string, Record<string, unknown>>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const [file, sections] of Object.entries(files)) {
    for (const [section, value] of Object.entries(sections)) {
      if (section in merged)
        throw new Error(`locale section "${section}" is defined twice (${file})`);
      merged[section] = value;
    }
  }
  return merged;
}
