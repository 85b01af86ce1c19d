/**
 * Traversal limits for form flows. Typed values are context, part of a vertex (the replay checks it exactly, so it
 * cannot be folded away): every order of typing would be a path of its own. So the graph walks the form once: each
 * field typed once, in order, only while the form is edited. Other events pass unless `allow` says otherwise.
 */
type FormSnapshot<C> = { context: C; matches: (value: never) => boolean };

export function fillInOrder<C extends object>(options: {
  /** The fields in the order the user types them. */
  fields: ReadonlyArray<keyof C & string>;
  /** When a field can be typed, where that waits for something (a picture code for its picture). */
  ready?: Partial<Record<keyof C, (context: C) => boolean>>;
  /** The state in which typing is explored; the password forms' `{ form: 'editing' }` unless said. */
  editing?: unknown;
  allow?: (snapshot: FormSnapshot<C>, event: { type: string }) => boolean;
}) {
  const { fields, ready, editing = { form: 'editing' }, allow } = options;
  return (snapshot: FormSnapshot<C>, event: { type: string; field?: string }) => {
    if (event.type !== 'user.changeField') return allow?.(snapshot, event) ?? true;
    const next = fields.find((field) => snapshot.context[field] === '');
    if (!next || next !== event.field || !snapshot.matches(editing as never)) return false;
    return ready?.[next]?.(snapshot.context) ?? true;
  };
}
