import { PanelBody, SelectControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import {
	DEFAULT_COLS,
	DEFAULT_ROWS,
	DEFAULT_TRANSITION_MS,
	TRANSITIONS,
} from '../../motion/transitions/registry';
import type { Family, Variant } from '../../motion/transitions/registry';
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
} );

const SLICED: readonly Family[] = [ 'slots', 'boxes' ];

/**
 * The selected slide's transition (slideshow.trans: e, d, cols, rows): the named
 * transitions of the gallery page (/modules/transitions/), its duration and, for slots and
 * boxes, the columns and rows.
 */
export function SlideTransitionPanel() {
	const { slide, editSlide } = useEditor();
	if ( ! slide ) {
		return null;
	}
	const trans = slide.slideshow.trans ?? {};
	const families = familyLabel();
	const variants = variantLabel();
	const options = [
		{ value: '', label: __( 'Module default (fade)', 'stagecraft' ) },
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
	const set = ( change: Partial< typeof trans >, key?: string ) =>
		editSlide(
			( s ) => ( {
				...s,
				slideshow: {
					...s.slideshow,
					trans: { ...( s.slideshow.trans ?? {} ), ...change },
				},
			} ),
			key
		);
	return (
		<PanelBody
			title={ __( 'Slide transition', 'stagecraft' ) }
			initialOpen={ false }
		>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Transition', 'stagecraft' ) }
				help={ __(
					'slideshow.trans.e: how this slide comes in. The Transition gallery page shows each one.',
					'stagecraft'
				) }
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
					onChange={ ( d ) => set( { d }, `trans-d-${ slide.id }` ) }
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
							set( { cols }, `trans-cols-${ slide.id }` )
						}
					/>
					<NumberField
						label={ __( 'Rows', 'stagecraft' ) }
						field="slideshow.trans.rows"
						value={ trans.rows ?? DEFAULT_ROWS }
						min={ 1 }
						onChange={ ( rows ) =>
							set( { rows }, `trans-rows-${ slide.id }` )
						}
					/>
				</>
			) }
		</PanelBody>
	);
}
