/**
 * Traversal limits for form flows. Typed values are context, and context is part of a vertex (the replay checks
 * it exactly, so it cannot be folded away): every order of typing would be a path of its own. This keeps the
 * graph to one walk through the form: each field is typed once, in the given order, and only while the form is
 * being edited. Other events pass unless `allow` says otherwise.
 */
interface FormSnapshot<C> {
  context: C;
  matches: (value: never) => boolean;
}

export interface FieldStep<C> {
  /** The event that types the field. */
  event: string;
  field: keyof C & string;
  /** When the field may be typed at all (e.g. the picture code once a picture shows). */
  ready?: (context: C) => boolean;
}

export function fillInOrder<C extends object>(options: {
  fields: ReadonlyArray<FieldStep<C>>;
  /** The state in which typing is explored, e.g. `{ form: 'editing' }`. */
  editing: unknown;
  /** Further limits for the other events. */
  allow?: (snapshot: FormSnapshot<C>, event: { type: string }) => boolean;
}) {
  const { fields, editing, allow } = options;
  return {
    filterEvents: (snapshot: FormSnapshot<C>, event: { type: string }) => {
      if (!fields.some((f) => f.event === event.type)) return allow?.(snapshot, event) ?? true;
      const next = fields.find((f) => snapshot.context[f.field] === '');
      return (
        snapshot.matches(editing as never) && next?.event === event.type && (next.ready?.(snapshot.context) ?? true)
      );
    },
  };
}
