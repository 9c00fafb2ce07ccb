import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { Layer } from '../../schema/layer';
import type { Scene } from '../../schema/timeline';
import { LAYER_TYPE_LABELS } from '../panels/layer-types';
import { Bar, type BarChange } from './Bar';
import { moveScene, resizeScene, sceneSpan, type SceneKind } from './timing';

interface TrackProps {
	layer: Layer;
	selected: boolean;
	/** The slide's length, ms. */
	length: number;
	/** The out zone after it, ms. */
	outZone: number;
	describedBy: string;
	onSelect: () => void;
	/** Writes the layer's scene; `key` makes a run of key presses one undo step. */
	onScene: ( kind: SceneKind, scene: Scene, key?: string ) => void;
	onAddIn: () => void;
}

/**
 * One layer's row: its name (selects it) and its in and out scenes on the ruler; without an in
 * scene, a button adds one.
 *
 * @param props The layer and callbacks.
 */
export function Track( props: TrackProps ) {
	const { layer, length, outZone } = props;
	const name = layer.alias || LAYER_TYPE_LABELS[ layer.type ];
	const domain = length + outZone;
	const retime = ( kind: SceneKind, change: BarChange ) => {
		const scene = layer.tl[ kind ];
		if ( ! scene ) {
			return;
		}
		props.onScene(
			kind,
			change.mode === 'move'
				? moveScene( scene, kind, change.span.start )
				: resizeScene( scene, kind, change.span.end ),
			change.key ? `timeline-${ kind }-${ layer.id }` : undefined
		);
	};
	const bar = ( kind: SceneKind ) => {
		const span = sceneSpan( layer.tl[ kind ], kind );
		if ( ! span ) {
			return null;
		}
		return (
			<Bar
				kind={ kind }
				name={ name }
				span={ span }
				offset={ kind === 'in' ? 0 : length }
				limit={ kind === 'in' ? length : outZone }
				domain={ domain }
				describedBy={ props.describedBy }
				onFocus={ props.onSelect }
				onChange={ ( change ) => retime( kind, change ) }
			/>
		);
	};
	// Loop and pan scenes as bands under the bars: a loop from the in-scene's end, a pan over
	// the whole slide (both run until the slide plays out).
	const ambient = ( kind: 'loop' | 'pan' ) => {
		if ( ! layer.tl[ kind ]?.frames.length ) {
			return null;
		}
		const start =
			kind === 'loop' ? ( sceneSpan( layer.tl.in, 'in' )?.end ?? 0 ) : 0;
		const from = Math.min( start, length );
		const label =
			kind === 'loop'
				? __( 'Loop', 'stagecraft' )
				: __( 'Pan', 'stagecraft' );
		return (
			<span
				className={ `stagecraft-timeline__ambient is-${ kind }` }
				data-scene={ kind }
				title={ label }
				style={ {
					left: `${ ( from / domain ) * 100 }%`,
					width: `${ ( ( length - from ) / domain ) * 100 }%`,
				} }
			>
				<span className="screen-reader-text">{ label }</span>
			</span>
		);
	};
	return (
		<li
			className={ `stagecraft-timeline__row${
				props.selected ? ' is-selected' : ''
			}` }
		>
			<Button
				className="stagecraft-timeline__name"
				variant="tertiary"
				isPressed={ props.selected }
				onClick={ props.onSelect }
			>
				{ name }
			</Button>
			<div className="stagecraft-timeline__track">
				{ ambient( 'pan' ) }
				{ ambient( 'loop' ) }
				{ bar( 'in' ) }
				{ bar( 'out' ) }
				{ ! layer.tl.in?.frames.length && (
					<Button
						className="stagecraft-timeline__add"
						variant="secondary"
						size="small"
						aria-label={ sprintf(
							/* translators: %s: layer name */
							__( 'Add in animation to %s', 'stagecraft' ),
							name
						) }
						onClick={ props.onAddIn }
					>
						{ __( 'Add in animation', 'stagecraft' ) }
					</Button>
				) }
			</div>
		</li>
	);
}
