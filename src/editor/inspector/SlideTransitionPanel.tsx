import { Button, PanelBody, SelectControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import {
	DEFAULT_COLS,
	DEFAULT_ROWS,
	DEFAULT_TRANSITION_MS,
	TRANSITIONS,
} from '../../motion/transitions/registry';
import type { Family, Variant } from '../../motion/transitions/registry';
import type { TransitionChoice } from '../../motion/transitions/resolve';
import { useRunningModule } from '../canvas/running';
import { NumberField } from '../components/fields';
import { useEditor } from '../use-editor';

// Words for the registry's names, so every option reads in the editor's language.
const familyLabel = (): Record< Family, string > => ( {
	fade: __( 'Fade', 'stagecraft' ),
	slide: __( 'Slide', 'stagecraft' ),
	push: __( 'Push', 'stagecraft' ),
	zoom: __( 'Zoom', 'stagecraft' ),
	parallax: __( 'Parallax slide', 'stagecraft' ),
	curtain: __( 'Curtain', 'stagecraft' ),
	slots: __( 'Slots', 'stagecraft' ),
	boxes: __( 'Boxes', 'stagecraft' ),
	cube: __( '3D cube', 'stagecraft' ),
	flip: __( 'Flip', 'stagecraft' ),
	turn: __( 'Turn', 'stagecraft' ),
	shader: __( 'WebGL', 'stagecraft' ),
} );

const variantLabel = (): Record< Variant, string > => ( {
	plain: __( 'plain', 'stagecraft' ),
	black: __( 'through black', 'stagecraft' ),
	white: __( 'through white', 'stagecraft' ),
	left: __( 'left', 'stagecraft' ),
	right: __( 'right', 'stagecraft' ),
	up: __( 'up', 'stagecraft' ),
	down: __( 'down', 'stagecraft' ),
	in: __( 'in', 'stagecraft' ),
	out: __( 'out', 'stagecraft' ),
	openh: __( 'open sideways', 'stagecraft' ),
	openv: __( 'open up and down', 'stagecraft' ),
	fade: __( 'fade', 'stagecraft' ),
	zoom: __( 'zoom', 'stagecraft' ),
	random: __( 'random order', 'stagecraft' ),
	diagonal: __( 'diagonal', 'stagecraft' ),
	horizontal: __( 'horizontal', 'stagecraft' ),
	vertical: __( 'vertical', 'stagecraft' ),
	dissolve: __( 'dissolve with noise', 'stagecraft' ),
	ripple: __( 'ripple', 'stagecraft' ),
	wave: __( 'wave', 'stagecraft' ),
	zoomblur: __( 'zoom blur', 'stagecraft' ),
	pixelate: __( 'pixelate', 'stagecraft' ),
	warp: __( 'directional warp', 'stagecraft' ),
} );

const SLICED: readonly Family[] = [ 'slots', 'boxes' ];

interface FieldsProps {
	/** The select's label. */
	label: string;
	trans: TransitionChoice;
	/** The first option: what no choice here means. */
	unset: string;
	help: string;
	/** Writes a change; `key` makes a run of typing one undo step. */
	set: ( change: TransitionChoice, key?: string ) => void;
	/** Undo-step key of this owner (a slide or the module). */
	owner: string;
}

/**
 * A transition choice (slideshow.trans: e, d, cols, rows): the named transitions of the
 * gallery page (/modules/transitions/), the duration and, for slots and boxes, the columns
 * and rows.
 *
 * @param props       The choice and how to change it.
 * @param props.trans
 * @param props.unset
 * @param props.help
 * @param props.set
 * @param props.owner
 * @param props.label
 */
function TransitionFields( {
	label,
	trans,
	unset,
	help,
	set,
	owner,
}: FieldsProps ) {
	const families = familyLabel();
	const variants = variantLabel();
	const options = [
		{ value: '', label: unset },
		...TRANSITIONS.map( ( def ) => ( {
			value: def.name,
			label: sprintf(
				/* translators: 1: transition family, e.g. Slide; 2: its variant, e.g. left. */
				__( '%1$s: %2$s', 'stagecraft' ),
				families[ def.family ],
				variants[ def.variant ]
			),
		} ) ),
		{ value: 'random', label: __( 'Random (300–1300 ms)', 'stagecraft' ) },
	];
	const chosen = TRANSITIONS.find( ( def ) => def.name === trans.e );
	return (
		<>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				help={ help }
				value={ trans.e ?? '' }
				options={ options }
				onChange={ ( value: string ) =>
					set( { e: value || undefined } )
				}
			/>
			{ trans.e !== 'random' && (
				<NumberField
					label={ __( 'Duration (ms)', 'stagecraft' ) }
					field="slideshow.trans.d"
					value={ trans.d ?? DEFAULT_TRANSITION_MS }
					min={ 0 }
					onChange={ ( d ) => set( { d }, `trans-d-${ owner }` ) }
				/>
			) }
			{ chosen && SLICED.includes( chosen.family ) && (
				<>
					<NumberField
						label={ __( 'Columns', 'stagecraft' ) }
						field="slideshow.trans.cols"
						value={ trans.cols ?? DEFAULT_COLS }
						min={ 1 }
						onChange={ ( cols ) =>
							set( { cols }, `trans-cols-${ owner }` )
						}
					/>
					<NumberField
						label={ __( 'Rows', 'stagecraft' ) }
						field="slideshow.trans.rows"
						value={ trans.rows ?? DEFAULT_ROWS }
						min={ 1 }
						onChange={ ( rows ) =>
							set( { rows }, `trans-rows-${ owner }` )
						}
					/>
				</>
			) }
		</>
	);
}

/**
 * Plays the change into the selected slide on the canvas: from a neighbour, then back in.
 *
 * @param props       The slide's index and how many slides there are.
 * @param props.index
 * @param props.count
 */
function TransitionPreview( {
	index,
	count,
}: {
	index: number;
	count: number;
} ) {
	const running = useRunningModule();
	if ( count < 2 ) {
		return null;
	}
	const play = () => {
		const handle = running?.handle;
		if ( ! handle ) {
			return;
		}
		handle.once( 'afterChange', () => handle.goTo( index ) );
		handle.goTo( index > 0 ? index - 1 : index + 1 );
	};
	return (
		<Button
			variant="secondary"
			disabled={ ! running }
			accessibleWhenDisabled
			onClick={ play }
		>
			{ __( 'Preview on the canvas', 'stagecraft' ) }
		</Button>
	);
}

/** The selected slide's transition, over the module's default, with a preview. */
export function SlideTransitionPanel() {
	const { module, slide, editSlide } = useEditor();
	if ( ! module || ! slide ) {
		return null;
	}
	const fallback = module.settings.slideshow.trans?.e;
	return (
		<PanelBody
			title={ __( 'Slide transition', 'stagecraft' ) }
			initialOpen={ false }
		>
			<TransitionFields
				label={ __( 'Transition', 'stagecraft' ) }
				trans={ slide.slideshow.trans ?? {} }
				unset={
					fallback
						? sprintf(
								/* translators: %s: the module's transition, e.g. slideleft. */
								__( 'Module default (%s)', 'stagecraft' ),
								fallback
							)
						: __( 'Module default (fade)', 'stagecraft' )
				}
				help={ __(
					'slideshow.trans.e: how this slide comes in. The Transition gallery page shows each one.',
					'stagecraft'
				) }
				owner={ String( slide.id ) }
				set={ ( change, key ) =>
					editSlide(
						( s ) => ( {
							...s,
							slideshow: {
								...s.slideshow,
								trans: {
									...( s.slideshow.trans ?? {} ),
									...change,
								},
							},
						} ),
						key
					)
				}
			/>
			<TransitionPreview
				index={ module.slides.indexOf( slide ) }
				count={ module.slides.length }
			/>
		</PanelBody>
	);
}

/** The module's default transition (settings.slideshow.trans), under each slide's own. */
export function ModuleTransitionPanel() {
	const { module, editModule } = useEditor();
	if ( ! module ) {
		return null;
	}
	return (
		<PanelBody
			title={ __( 'Default slide transition', 'stagecraft' ) }
			initialOpen={ false }
		>
			<TransitionFields
				label={ __( 'Default transition', 'stagecraft' ) }
				trans={ module.settings.slideshow.trans ?? {} }
				unset={ __( 'Fade', 'stagecraft' ) }
				help={ __(
					'settings.slideshow.trans.e: how slides come in unless a slide names its own. Going back, a transition runs mirrored.',
					'stagecraft'
				) }
				owner="module"
				set={ ( change, key ) =>
					editModule(
						( m ) => ( {
							...m,
							settings: {
								...m.settings,
								slideshow: {
									...m.settings.slideshow,
									trans: {
										...( m.settings.slideshow.trans ?? {} ),
										...change,
									},
								},
							},
						} ),
						key
					)
				}
			/>
		</PanelBody>
	);
}
