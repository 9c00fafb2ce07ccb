import { useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { KeyboardEvent, PointerEvent } from 'react';

interface RulerProps {
	/** The ruler's whole length, ms. */
	domain: number;
	/** The slide's length, ms (out scenes play after it). */
	length: number;
	/** The playhead, ms. */
	time: number;
	onSeek: ( ms: number ) => void;
}

const NICE_STEPS = [ 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000 ];

/**
 * The ticks' step: the smallest nice step giving at most ten ticks.
 *
 * @param domain The ruler's length, ms.
 */
export const tickStep = ( domain: number ): number =>
	NICE_STEPS.find( ( step ) => domain / step <= 10 ) ??
	Math.ceil( domain / 10 / 10000 ) * 10000;

// The playhead's keys: arrows by 100 ms (Shift: 1 s), Page keys by 1 s, Home and End.
function keyTarget(
	event: KeyboardEvent,
	time: number,
	domain: number
): number | null {
	const step = event.shiftKey ? 1000 : 100;
	switch ( event.key ) {
		case 'ArrowRight':
		case 'ArrowUp':
			return time + step;
		case 'ArrowLeft':
		case 'ArrowDown':
			return time - step;
		case 'PageUp':
			return time + 1000;
		case 'PageDown':
			return time - 1000;
		case 'Home':
			return 0;
		case 'End':
			return domain;
	}
	return null;
}

/**
 * The time ruler in ms, with the playhead: press or drag on the ruler (or use the playhead's
 * keys) to show that moment of the slide in the canvas.
 *
 * @param props        Ruler props.
 * @param props.domain The ruler's whole length, ms.
 * @param props.length The slide's length, ms.
 * @param props.time   The playhead, ms.
 * @param props.onSeek Called with the moment to show, ms.
 */
export function Ruler( { domain, length, time, onSeek }: RulerProps ) {
	const ruler = useRef< HTMLDivElement >( null );
	const dragging = useRef( false );
	const step = tickStep( domain );
	const ticks = Array.from(
		{ length: Math.floor( domain / step ) + 1 },
		( _v, i ) => i * step
	);
	const pct = ( ms: number ) => `${ ( ms / domain ) * 100 }%`;
	const at = ( clientX: number ) => {
		const box = ruler.current?.getBoundingClientRect();
		if ( ! box || box.width === 0 ) {
			return 0;
		}
		const ms = ( ( clientX - box.left ) / box.width ) * domain;
		return Math.round( Math.min( domain, Math.max( 0, ms ) ) / 10 ) * 10;
	};
	const onPointerDown = ( event: PointerEvent< HTMLDivElement > ) => {
		if ( event.button !== 0 ) {
			return;
		}
		dragging.current = true;
		event.currentTarget.setPointerCapture( event.pointerId );
		event.currentTarget
			.querySelector< HTMLElement >( '[role="slider"]' )
			?.focus();
		event.preventDefault();
		onSeek( at( event.clientX ) );
	};
	const shown = Math.min( domain, Math.max( 0, Math.round( time ) ) );
	return (
		<div
			className="stagecraft-timeline__ruler"
			ref={ ruler }
			onPointerDown={ onPointerDown }
			onPointerMove={ ( event ) =>
				dragging.current && onSeek( at( event.clientX ) )
			}
			onPointerUp={ () => ( dragging.current = false ) }
			onPointerCancel={ () => ( dragging.current = false ) }
		>
			{ ticks.map( ( tick ) => (
				<span
					key={ tick }
					className="stagecraft-timeline__tick"
					style={ { left: pct( tick ) } }
					aria-hidden="true"
				>
					{ tick }
				</span>
			) ) }
			{ length < domain && (
				<span
					className="stagecraft-timeline__out-zone"
					style={ { left: pct( length ) } }
					title={ __(
						'Out animations play when the slide leaves, after its length.',
						'stagecraft'
					) }
					aria-hidden="true"
				/>
			) }
			<div
				className="stagecraft-timeline__playhead"
				style={ { left: pct( shown ) } }
				role="slider"
				tabIndex={ 0 }
				aria-label={ __( 'Playhead', 'stagecraft' ) }
				aria-valuemin={ 0 }
				aria-valuemax={ domain }
				aria-valuenow={ shown }
				aria-valuetext={ sprintf(
					/* translators: 1: playhead in ms, 2: ruler length in ms */
					__( '%1$d ms of %2$d ms', 'stagecraft' ),
					shown,
					domain
				) }
				onKeyDown={ ( event ) => {
					const target = keyTarget( event, shown, domain );
					if ( target !== null ) {
						event.preventDefault();
						onSeek( Math.min( domain, Math.max( 0, target ) ) );
					}
				} }
			/>
		</div>
	);
}
