import { fieldProblem, type SchemaField } from '@dungeonbowl/dungeon-schema';
import { useId, useState } from 'react';

interface Props {
  readonly field: SchemaField;
  readonly value: unknown;
  /** A value that fits the field, or undefined to take an optional field away. */
  readonly onCommit: (value: unknown) => void;
  /** Values to offer while typing, e.g. the ids of the things this field may name. */
  readonly suggestions?: readonly string[] | undefined;
}

const label = (name: string) => name.replace(/([A-Z])/g, ' $1').toLowerCase();

/**
 * One option of a thing, edited as the map format allows it: a list for a choice, ticks for a
 * set of choices, a number within its range, text of the form asked. Typed values are committed
 * on Enter or when leaving the box, and only when they fit; otherwise the reason is shown.
 */
export function FieldInput({ field, value, onCommit, suggestions }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const commit = (next: unknown) => {
    const why = fieldProblem(field, next);
    setProblem(why);
    if (!why && next !== value) onCommit(next === '' ? undefined : next);
  };
  const name = label(field.name);
  const id = useId();
  const listId = suggestions ? `choices-${id}` : undefined;
  const fallback = field.default === undefined ? '' : ` (${String(field.default)} if unset)`;
  let input;
  switch (field.type) {
    case 'choice':
      input = (
        <select
          aria-label={name}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => commit(e.target.value)}
        >
          {!field.required && <option value="">{`unset${fallback}`}</option>}
          {field.choices.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      );
      break;
    case 'choices': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      input = (
        <span className="choices" role="group" aria-label={name}>
          {field.choices.map((c) => (
            <label key={c}>
              <input
                type="checkbox"
                checked={chosen.includes(c)}
                onChange={(e) =>
                  commit(
                    e.target.checked
                      ? field.choices.filter((o) => o === c || chosen.includes(o))
                      : chosen.filter((o) => o !== c),
                  )
                }
              />
              {c}
            </label>
          ))}
        </span>
      );
      break;
    }
    case 'integer':
    case 'text': {
      const read = (text: string) =>
        field.type === 'integer' && text.trim() !== '' ? Number(text) : text;
      input = (
        <input
          key={String(value)}
          aria-label={name}
          type={field.type === 'integer' ? 'number' : 'text'}
          {...(field.type === 'integer' ? { min: field.min, max: field.max } : {})}
          defaultValue={value === undefined ? '' : String(value)}
          placeholder={fallback.trim()}
          {...(listId ? { list: listId } : {})}
          onBlur={(e) => commit(read(e.target.value))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(read(e.currentTarget.value));
          }}
        />
      );
      break;
    }
  }
  return (
    <div className="field" title={field.description}>
      <span className="field-name">{name}</span>
      {input}
      {suggestions && (
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
      {problem && (
        <span className="field-problem" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
