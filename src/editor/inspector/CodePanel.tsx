import { PanelBody, TextareaControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { readSettings } from '../settings';
import { useEditor } from '../use-editor';

/**
 * The module's custom CSS and JavaScript (codes.css, codes.js). They reach pages as they are,
 * so only users who may post unfiltered HTML see this panel; the server refuses them from
 * anyone else (RawMarkupGuard).
 */
export function CodePanel() {
	const { module, editModule } = useEditor();
	if ( ! module || ! readSettings().canUnfiltered ) {
		return null;
	}
	const set = ( code: 'css' | 'js', value: string ) =>
		editModule(
			( m ) => ( {
				...m,
				settings: {
					...m.settings,
					codes: {
						...m.settings.codes,
						[ code ]: value || undefined,
					},
				},
			} ),
			`codes-${ code }`
		);
	return (
		<PanelBody
			title={ __( 'Custom CSS and JavaScript', 'stagecraft' ) }
			initialOpen={ false }
		>
			<TextareaControl
				__nextHasNoMarginBottom
				className="stagecraft-editor__code"
				label={ __( 'Custom CSS', 'stagecraft' ) }
				help={ __(
					'codes.css: kept with the module exactly as written.',
					'stagecraft'
				) }
				value={ module.settings.codes.css ?? '' }
				onChange={ ( css: string ) => set( 'css', css ) }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				className="stagecraft-editor__code"
				label={ __( 'Custom JavaScript', 'stagecraft' ) }
				help={ __(
					'codes.js: kept with the module exactly as written.',
					'stagecraft'
				) }
				value={ module.settings.codes.js ?? '' }
				onChange={ ( js: string ) => set( 'js', js ) }
			/>
		</PanelBody>
	);
}
