import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import type { FairnessReport, Spread } from '@dungeonbowl/engine';
import { downloadFile, fileBaseName } from '@dungeonbowl/ui';
import { useMemo, useState } from 'react';
import { EndZoneChart } from './EndZoneChart';
import { HEAT_COLOURS, heatMost, heatShades, type HeatKind } from './heat-shades';
import { PreviewBoard } from './PreviewBoard';

interface Props {
  readonly report: FairnessReport;
  /** The map the report is of (the one edited may have changed since). */
  readonly map: DungeonMap;
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

const ROUNDS: readonly { key: keyof FairnessReport['rounds']; label: string }[] = [
  { key: 'firstChest', label: 'First chest opened' },
  { key: 'ballFound', label: 'Ball found' },
  { key: 'touchdown', label: 'Touchdown' },
];

function SpreadCells({ spread }: { readonly spread: Spread | null }) {
  if (!spread) return <td colSpan={3}>never</td>;
  return (
    <>
      <td>{spread.median}</td>
      <td>
        {spread.q1} – {spread.q3}
      </td>
      <td>
        {spread.min} – {spread.max} ({spread.games} games)
      </td>
    </>
  );
}

/** The fairness report: the verdict, each end zone's share as a chart, the hunt, the heat maps. */
export function FairnessReportView({ report, map }: Props) {
  const [floor, setFloor] = useState(0);
  const [kind, setKind] = useState<HeatKind>('knockedDown');
  const shades = useMemo(() => heatShades(report.heat, floor, kind), [report, floor, kind]);
  const most = heatMost(report.heat, floor, kind);
  const download = () =>
    downloadFile(
      new Blob([`${JSON.stringify(report, null, 2)}\n`], { type: 'application/json' }),
      `${fileBaseName(report.map, 'dungeon')}.fairness.json`,
    );
  return (
    <section className="lab-report" aria-label="Fairness report">
      <p className="lab-verdict">
        <strong>{report.flagged.length === 0 ? 'Fair: ' : 'Not fair: '}</strong>
        {report.verdict}
      </p>
      <p className="lab-hint">
        {report.games} games, {report.teams} teams of the {report.roster} team played by the{' '}
        {[...new Set(report.agents)].join(' and ')} bot, seed “{report.seed}”, a draw after{' '}
        {report.maxRounds} rounds.{' '}
        <button type="button" onClick={download}>
          Download the report (JSON)
        </button>
      </p>
      <div className="lab-columns">
        <div className="lab-chart">
          <EndZoneChart report={report} />
        </div>
        <table className="lab-table">
          <caption>Wins by end zone (draws left out)</caption>
          <thead>
            <tr>
              <th>End zone</th>
              <th>Wins</th>
              <th>Share</th>
              <th title="Wide enough that the intervals of all the end zones hold their true shares together 95% of the time">
                Interval (95% together)
              </th>
              <th>Verdict</th>
            </tr>
          </thead>
          <tbody>
            {report.endZones.map((z) => (
              <tr key={z.endZone}>
                <td>{z.endZone}</td>
                <td>
                  {z.wins} of {z.decided}
                </td>
                <td>{z.share === null ? '–' : percent(z.share)}</td>
                <td>
                  {percent(z.low)} – {percent(z.high)}
                </td>
                <td>{z.verdict}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="lab-columns">
        <table className="lab-table">
          <caption>Rounds until…</caption>
          <thead>
            <tr>
              <th />
              <th>Median</th>
              <th>Middle half</th>
              <th>Range</th>
            </tr>
          </thead>
          <tbody>
            {ROUNDS.map(({ key, label }) => (
              <tr key={key}>
                <td>{label}</td>
                <SpreadCells spread={report.rounds[key]} />
              </tr>
            ))}
          </tbody>
        </table>
        <table className="lab-table">
          <caption>Chests</caption>
          <thead>
            <tr>
              <th>Chest</th>
              <th>Opened first</th>
              <th>Held the ball</th>
            </tr>
          </thead>
          <tbody>
            {report.chests.map((c) => (
              <tr key={c.chest}>
                <td>
                  {c.chest + 1}: {map.floors[c.at.floor]?.name ?? `floor ${c.at.floor}`} ({c.at.x},
                  {c.at.y})
                </td>
                <td>
                  {c.firstOpened} ({percent(c.firstOpenedShare)})
                </td>
                <td>
                  {c.ballFound} ({percent(c.ballFoundShare)})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="lab-table">
          <caption>Touchdowns and draws</caption>
          <tbody>
            {report.touchdowns.map((t) => (
              <tr key={t.endZone}>
                <td>Scored in {t.endZone}</td>
                <td>
                  {t.count} ({percent(t.share)})
                </td>
              </tr>
            ))}
            <tr>
              <td>Draws at the round limit</td>
              <td>
                {report.draws.roundLimit} ({percent(report.draws.roundLimitShare)})
              </td>
            </tr>
            <tr>
              <td>Draws with nobody left</td>
              <td>{report.draws.nobodyLeft}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <div className="lab-heat">
        <div className="lab-row" role="group" aria-label="Heat map of">
          <strong>Where players went down</strong>
          <button
            type="button"
            aria-pressed={kind === 'knockedDown'}
            onClick={() => setKind('knockedDown')}
          >
            Knocked down
          </button>
          <button type="button" aria-pressed={kind === 'lost'} onClick={() => setKind('lost')}>
            Lost
          </button>
          <span className="lab-key" aria-label="Heat map key">
            {HEAT_COLOURS.map((colour) => (
              <span key={colour} style={{ background: colour }} />
            ))}{' '}
            {most === 0 ? 'none on this floor' : `from 1 to ${most} on one square`}
          </span>
        </div>
        <PreviewBoard map={map} floor={floor} onFloor={setFloor} name="Heat map" shades={shades} />
      </div>
    </section>
  );
}
