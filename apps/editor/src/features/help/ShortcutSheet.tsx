import { shortcutSheet } from '../../app/shortcuts';

/** The "?" sheet: every key and mouse gesture of the editor, read from the one table of shortcuts. */
export function ShortcutSheet({ onClose }: { readonly onClose: () => void }) {
  return (
    <div className="shortcut-sheet" role="dialog" aria-modal="true" aria-label="Shortcuts">
      <div className="shortcut-sheet-head">
        <h2>Keys and mouse</h2>
        <button type="button" onClick={onClose} autoFocus>
          Close (Esc)
        </button>
      </div>
      <div className="shortcut-columns">
        {shortcutSheet().map(({ group, rows }) => (
          <section key={group} aria-label={group}>
            <h3>{group}</h3>
            <table>
              <tbody>
                {rows.map((s) => (
                  <tr key={s.keys}>
                    <th scope="row">
                      <kbd>{s.keys}</kbd>
                    </th>
                    <td>{s.does}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
    </div>
  );
}
