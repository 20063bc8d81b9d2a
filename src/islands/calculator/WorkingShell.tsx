/**
 * The working's closed disclosure while its view and steps are on their way (they arrive after the answer has
 * painted): it holds the section's place under the results, so nothing below it moves when they arrive, and a tap
 * aimed at the table or charts further down lands where it was aimed. It carries none of the working's hooks.
 */
export function WorkingShell({ stale }: { stale: boolean }) {
  return (
    <section className={stale ? 'working card is-stale' : 'working card'} aria-busy="true">
      <details>
        <summary>
          <h2>How this was worked out</h2>
        </summary>
      </details>
    </section>
  );
}
