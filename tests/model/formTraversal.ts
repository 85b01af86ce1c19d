/**
 * Traversal limits for form flows. Typed values are context, and context is part of a vertex (the replay checks
 * it exactly, so it cannot be folded away): every order of typing would be a path of its own. This keeps the graph
 * to one walk through the form: each field is typed once, in the given order, and only while the form is being
 * edited. Other events pass unless `allow` says otherwise.
 */
interface FormSnapshot<C> {
  context: C;
  matches: (value: never) => boolean;
}

export function fillInOrder<C extends object>(options: {
  /** The fields in the order the user types them; `ready` says when one can be typed (a picture code once shown). */
  fields: ReadonlyArray<{ field: keyof C & string; ready?: (context: C) => boolean }>;
  /** The state in which typing is explored, e.g. `{ form: 'editing' }`. */
  editing: unknown;
  /** Further limits for the other events. */
  allow?: (snapshot: FormSnapshot<C>, event: { type: string }) => boolean;
}) {
  const { fields, editing, allow } = options;
  return {
    filterEvents: (snapshot: FormSnapshot<C>, event: { type: string; field?: string }) => {
      if (event.type !== 'user.changeField') return allow?.(snapshot, event) ?? true;
      const next = fields.find((f) => snapshot.context[f.field] === '');
      if (!next || next.field !== event.field || !snapshot.matches(editing as never)) return false;
      return next.ready?.(snapshot.context) ?? true;
    },
  };
}
