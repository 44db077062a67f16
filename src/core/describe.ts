/**
 * A short printable form of any value, for error messages about input from outside the type
 * system. Never throws: `String(x)` does on an object whose toString is not a function.
 */
export function describeValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (value === null || typeof value !== "object") {
    try {
      return String(value);
    } catch {
      return typeof value;
    }
  }
  try {
    const text = JSON.stringify(value);
    return text.length > 60 ? `${text.slice(0, 60)}…` : text;
  } catch {
    return Array.isArray(value) ? "an array" : "an object";
  }
}
