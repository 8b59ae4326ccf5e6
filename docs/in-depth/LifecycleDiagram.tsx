import type {ReactNode} from 'react';
import styles from './LifecycleDiagram.module.css';
import {lifecycleDiagramText} from './lifecycleDiagramText';

type StateBox = {name: string; behaviour: string; y: number};

const {title, description, states, caption} = lifecycleDiagramText;
/** The states, top to bottom, a box each. */
const nodes: StateBox[] = states.map((state, index) => ({...state, y: 10 + 112 * index}));
const boxX = 80;
const boxWidth = 200;
const boxHeight = 52;
const mid = (y: number) => y + boxHeight / 2;

/**
 * The lifecycle of one read (useSuspense(ArticleResource.get, {id})) as an
 * SVG: narrow enough to stay readable on a phone, coloured from the theme's
 * variables so it follows light and dark mode.
 */
export default function LifecycleDiagram(): ReactNode {
  const [missing, fresh, stale, invalid, error] = nodes as [StateBox, StateBox, StateBox, StateBox, StateBox];
  const centerX = boxX + boxWidth / 2;
  const down = (from: StateBox, to: StateBox) => `M${centerX},${from.y + boxHeight} V${to.y - 2}`;
  const leftLane = 40;
  const rightLane = 360;
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox="0 0 400 520"
        role="img"
        aria-labelledby="lifecycle-diagram-title lifecycle-diagram-desc">
        <title id="lifecycle-diagram-title">{title}</title>
        <desc id="lifecycle-diagram-desc">{description}</desc>
        <defs>
          <marker id="lifecycle-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" className={styles.head} />
          </marker>
        </defs>

        {/* Moves down the middle, labelled on the right. */}
        <path d={down(missing, fresh)} className={styles.edge} markerEnd="url(#lifecycle-arrow)" />
        <text x={centerX + 8} y={96} className={styles.label}>GET answers</text>
        <path d={down(fresh, stale)} className={styles.edge} markerEnd="url(#lifecycle-arrow)" />
        <text x={centerX + 8} y={200} className={styles.label}>dataExpiryLength passes,</text>
        <text x={centerX + 8} y={216} className={styles.label}>or expireAll</text>
        <path d={down(stale, invalid)} className={styles.edge} markerEnd="url(#lifecycle-arrow)" />
        <text x={centerX + 8} y={312} className={styles.label}>invalidate, or delete</text>
        <text x={centerX + 8} y={328} className={styles.label}>(from Fresh too)</text>

        {/* Left lane: a GET that answers brings Stale, Invalid and Error back to Fresh. */}
        <path d={`M${boxX},${mid(error.y)} H${leftLane} V${mid(fresh.y)} H${boxX - 2}`} className={styles.edge} markerEnd="url(#lifecycle-arrow)" />
        <path d={`M${boxX},${mid(stale.y)} H${leftLane}`} className={styles.edge} />
        <path d={`M${boxX},${mid(invalid.y)} H${leftLane}`} className={styles.edge} />
        <text x={28} y={320} transform="rotate(-90 28 320)" textAnchor="middle" className={styles.label}>
          GET answers: back to Fresh
        </text>

        {/* Right lane: a GET that fails leads to Error. */}
        <path d={`M${boxX + boxWidth},${mid(missing.y)} H${rightLane} V${mid(error.y)} H${boxX + boxWidth + 2}`} className={styles.edge} markerEnd="url(#lifecycle-arrow)" />
        <path d={`M${boxX + boxWidth},${mid(stale.y)} H${rightLane}`} className={styles.edge} />
        <path d={`M${boxX + boxWidth},${mid(invalid.y)} H${rightLane}`} className={styles.edge} />
        <text x={374} y={150} transform="rotate(90 374 150)" textAnchor="middle" className={styles.label}>
          GET fails: to Error
        </text>

        {nodes.map((node) => (
          <g key={node.name}>
            <rect x={boxX} y={node.y} width={boxWidth} height={boxHeight} rx={8} className={styles.box} />
            <text x={centerX} y={node.y + 21} textAnchor="middle" className={styles.name}>
              {node.name}
            </text>
            <text x={centerX} y={node.y + 40} textAnchor="middle" className={styles.behaviour}>
              {node.behaviour}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className={styles.caption}>
        {caption.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}
      </figcaption>
    </figure>
  );
}
