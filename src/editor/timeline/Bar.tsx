import { useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { KeyboardEvent, PointerEvent } from 'react';
import { dragSpan, type SceneKind, type Span } from './timing';

/** What a bar reports: the span wanted, and whether it moved or changed its length. */
export interface BarChange {
	span: Span;
	mode: 'move' | 'resize';
	/** A key press (a run of them is one undo step), not a drag. */
	key: boolean;
}

interface BarProps {
	kind: SceneKind;
	/** The layer's name. */
	name: string;
	/** The scene on its own time, ms. */
	span: Span;
	/** Where the scene's time starts on the ruler, ms (the slide's length for out scenes). */
	offset: number;
	/** The latest end on the scene's own time, ms. */
	limit: number;
	/** The ruler's whole length, ms. */
	domain: number;
	describedBy: string;
	onFocus: () => void;
	onChange: ( change: BarChange ) => void;
}

interface Drag {
	x: number;
	msPerPx: number;
	mode: 'move' | 'resize';
	moved: boolean;
}

const pct = ( ms: number, domain: number ) =>
	`${ ( Math.max( 0, ms ) / domain ) * 100 }%`;

// Keys of the WAI-ARIA APG slider: right and up increase, left and down decrease.
const STEPS: Record< string, number > = {
	ArrowRight: 1,
	ArrowUp: 1,
	ArrowLeft: -1,
	ArrowDown: -1,
	PageUp: 10,
	PageDown: -10,
};

/**
 * One scene of a layer on the ruler: a slider whose value is the scene's start. Drag the body
 * to move it, the right edge to change its length (both snap to 10 ms; Shift: free); arrow keys
 * move it by 10 ms (Shift: 100 ms), Alt with arrow keys changes its length, Home and End move it
 * to the first and last place it fits.
 *
 * @param props The bar's scene and callbacks.
 */
export function Bar( props: BarProps ) {
	const { kind, name, span, offset, limit, domain } = props;
	const [ draft, setDraft ] = useState< Span | null >( null );
	const drag = useRef< Drag | null >( null );
	const shown = draft ?? span;
	const length = shown.end - shown.start;
	const label =
		kind === 'in'
			? __( 'In animation', 'stagecraft' )
			: __( 'Out animation', 'stagecraft' );

	const onPointerDown = ( event: PointerEvent< HTMLDivElement > ) => {
		if ( event.button !== 0 ) {
			return;
		}
		const track = event.currentTarget.parentElement;
		const width = track?.getBoundingClientRect().width || 1;
		const edge = ( event.target as Element ).closest( '[data-edge]' );
		drag.current = {
			x: event.clientX,
			msPerPx: domain / width,
			mode: edge ? 'resize' : 'move',
			moved: false,
		};
		event.currentTarget.setPointerCapture( event.pointerId );
		event.currentTarget.focus();
		props.onFocus();
		event.preventDefault();
	};
	const onPointerMove = ( event: PointerEvent< HTMLDivElement > ) => {
		const current = drag.current;
		if ( ! current ) {
			return;
		}
		current.moved = true;
		setDraft(
			dragSpan( span, {
				mode: current.mode,
				delta: ( event.clientX - current.x ) * current.msPerPx,
				limit,
				free: event.shiftKey,
			} )
		);
	};
	const onPointerUp = () => {
		const current = drag.current;
		drag.current = null;
		if ( current?.moved && draft ) {
			props.onChange( { span: draft, mode: current.mode, key: false } );
		}
		setDraft( null );
	};
	const onKeyDown = ( event: KeyboardEvent< HTMLDivElement > ) => {
		const mode = event.altKey ? 'resize' : 'move';
		let delta = ( STEPS[ event.key ] ?? 0 ) * ( event.shiftKey ? 100 : 10 );
		if ( event.key === 'Home' ) {
			delta = -span.start;
		} else if ( event.key === 'End' ) {
			delta = limit - span.end;
		}
		if (
			! ( event.key in STEPS ) &&
			! [ 'Home', 'End' ].includes( event.key )
		) {
			return;
		}
		event.preventDefault();
		const next = dragSpan( span, { mode, delta, limit, free: false } );
		if ( next.start !== span.start || next.end !== span.end ) {
			props.onChange( { span: next, mode, key: true } );
		}
	};

	return (
		<div
			className={ `stagecraft-timeline__bar is-${ kind }${
				draft ? ' is-dragging' : ''
			}` }
			style={ {
				left: pct( offset + shown.start, domain ),
				width: pct( length, domain ),
			} }
			role="slider"
			tabIndex={ 0 }
			aria-label={ sprintf(
				/* translators: 1: animation (In animation, Out animation), 2: layer name */
				__( '%1$s of %2$s', 'stagecraft' ),
				label,
				name
			) }
			aria-valuemin={ 0 }
			aria-valuemax={ Math.max( 0, limit - length ) }
			aria-valuenow={ shown.start }
			aria-valuetext={ sprintf(
				/* translators: 1: start in ms, 2: duration in ms */
				__( 'starts at %1$d ms, lasts %2$d ms', 'stagecraft' ),
				shown.start,
				length
			) }
			aria-describedby={ props.describedBy }
			onFocus={ props.onFocus }
			onKeyDown={ onKeyDown }
			onPointerDown={ onPointerDown }
			onPointerMove={ onPointerMove }
			onPointerUp={ onPointerUp }
			onPointerCancel={ () => {
				drag.current = null;
				setDraft( null );
			} }
		>
			<span className="stagecraft-timeline__bar-text" aria-hidden="true">
				{ sprintf(
					/* translators: 1: start in ms, 2: end in ms */
					__( '%1$d–%2$d ms', 'stagecraft' ),
					offset + shown.start,
					offset + shown.end
				) }
			</span>
			<span
				className="stagecraft-timeline__edge"
				data-edge
				aria-hidden="true"
			/>
		</div>
	);
}
