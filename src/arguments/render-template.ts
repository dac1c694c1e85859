// Renders templates with a call's values. Values are never re-split or interpreted: a token that
// is exactly `{name}` becomes the value (arrays: one token each); text around `{name}` makes one
// token; an absent value removes the token (or leaves the setting unset).
import type { Template } from '../definition/template.js';

/** A value as argv text: arrays keep one string per item; `join` glues them where one token is needed. */
export interface RenderedValue {
  texts: string[];
  join: string;
}

export type ValueLookup = (name: string) => RenderedValue | undefined;

export function renderToken(template: Template, lookup: ValueLookup): string[] {
  const only = template.length === 1 ? template[0] : undefined;
  if (only?.kind === 'argument') return lookup(only.name)?.texts ?? [];
  const text = renderText(template, lookup);
  return text === undefined ? [] : [text];
}

export function renderText(template: Template, lookup: ValueLookup): string | undefined {
  let text = '';
  for (const part of template) {
    if (part.kind === 'text') {
      text += part.text;
      continue;
    }
    if (part.kind === 'env') continue;
    const value = lookup(part.name);
    if (value === undefined) return undefined;
    text += value.texts.join(value.join);
  }
  return text;
}

export function toTexts(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).map((item) => String(item));
}
