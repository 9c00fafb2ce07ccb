import {
	Button,
	CheckboxControl,
	DateTimePicker,
	Dropdown,
	PanelBody,
	SelectControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { Slide } from '../../schema/slide';
import { useEditor } from '../use-editor';

type Bound = 'from' | 'to';

// Stored as the picker gives it (YYYY-MM-DDTHH:mm:ss, the site's timezone) or in ms.
function shown( value: string | number | undefined ): string {
	if ( value === undefined || value === '' ) {
		return __( 'not set', 'stagecraft' );
	}
	const text =
		typeof value === 'number'
			? new Date( value ).toISOString()
			: String( value );
	return text.replace( 'T', ' ' ).slice( 0, 16 );
}

/**
 * When visitors see the selected slide (publish: state, from, to; the server leaves the slide
 * out of every reply outside the window), and whether it is the global (static) slide.
 */
export function SlidePublishPanel() {
	const { slide, editSlide } = useEditor();
	if ( ! slide ) {
		return null;
	}
	const setPublish = ( change: Partial< Slide[ 'publish' ] > ) =>
		editSlide( ( s ) => ( {
			...s,
			publish: { ...s.publish, ...change },
		} ) );
	const labels: Record< Bound, string > = {
		from: __( 'Visible from', 'stagecraft' ),
		to: __( 'Visible until', 'stagecraft' ),
	};
	const bound = ( name: Bound ) => (
		<div className="stagecraft-editor__date" key={ name }>
			<Dropdown
				popoverProps={ { placement: 'left-start' } }
				renderToggle={ ( { isOpen, onToggle } ) => (
					<Button
						variant="secondary"
						onClick={ onToggle }
						aria-expanded={ isOpen }
						// Its help names the field, as every control's does.
						aria-describedby={ `stagecraft-publish-${ name }` }
					>
						{ sprintf(
							/* translators: 1: Visible from / Visible until, 2: a date and time or "not set" */
							__( '%1$s: %2$s', 'stagecraft' ),
							labels[ name ],
							shown( slide.publish[ name ] )
						) }
					</Button>
				) }
				renderContent={ () => (
					<DateTimePicker
						currentDate={
							typeof slide.publish[ name ] === 'string'
								? String( slide.publish[ name ] )
								: null
						}
						is12Hour={ false }
						onChange={ ( date: string | null ) =>
							setPublish( { [ name ]: date ?? undefined } )
						}
					/>
				) }
			/>
			{ slide.publish[ name ] !== undefined && (
				<Button
					variant="link"
					onClick={ () => setPublish( { [ name ]: undefined } ) }
				>
					{ sprintf(
						/* translators: %s: Visible from / Visible until */
						__( 'Clear “%s”', 'stagecraft' ),
						labels[ name ]
					) }
				</Button>
			) }
			<p
				id={ `stagecraft-publish-${ name }` }
				className="components-base-control__help"
			>
				{ `publish.${ name }` }
			</p>
		</div>
	);
	return (
		<PanelBody
			title={ __( 'Slide schedule', 'stagecraft' ) }
			initialOpen={ false }
		>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Slide state', 'stagecraft' ) }
				help="publish.state"
				value={ slide.publish.state }
				options={ [
					{
						value: 'published' as string,
						label: __(
							'Published: shown within its dates',
							'stagecraft'
						),
					},
					{
						value: 'unpublished',
						label: __(
							'Unpublished: visitors never see it',
							'stagecraft'
						),
					},
				] }
				onChange={ ( state: string ) => setPublish( { state } ) }
			/>
			{ bound( 'from' ) }
			{ bound( 'to' ) }
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __(
					'Global slide: its layers show over every slide',
					'stagecraft'
				) }
				help="global"
				checked={ slide.global }
				onChange={ ( global: boolean ) =>
					editSlide( ( s ) => ( { ...s, global } ) )
				}
			/>
		</PanelBody>
	);
}
