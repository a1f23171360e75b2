/**
 * Runs a tool's state machine over a list of events, as a person's clicks and keys would, and
 * gives the state it ends in and the commands it gave on the way: how the tool tests drive tools.
 */
export function runTool<State, Event, Command>(
  transition: (state: State, event: Event) => { state: State; command: Command | null },
  start: State,
  events: readonly Event[],
): { state: State; commands: Command[] } {
  let state = start;
  const commands: Command[] = [];
  for (const event of events) {
    const result = transition(state, event);
    state = result.state;
    if (result.command) commands.push(result.command);
  }
  return { state, commands };
}
