import { CheckboxControl, PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { ColorField } from '../components/ColorField';
import { NumberField } from '../components/fields';
import { useEditor } from '../use-editor';
import {
	shadowOf,
	withShadow,
	type Shadow,
	type ShadowType,
} from '../values/shadow';

const TEXT_TYPES = [ 'text', 'button' ];

/** The selected layer's shadows (spec: shadows, type box or text, x, y, blur, spread, colour). */
export function ShadowPanel() {
	const { layer, editLayer } = useEditor();
	if ( ! layer || layer.type === 'linebreak' ) {
		return null;
	}
	const types: ShadowType[] = TEXT_TYPES.includes( layer.type )
		? [ 'box', 'text' ]
		: [ 'box' ];
	const change = (
		type: ShadowType,
		fields: Partial< Omit< Shadow, 't' > > | null,
		key?: string
	) =>
		editLayer(
			( l ) => ( {
				...l,
				shadows: withShadow( l.shadows, type, fields ),
			} ),
			key && `shadow-${ type }-${ key }-${ layer.id }`
		);
	const names: Record< ShadowType, string > = {
		box: __( 'Box shadow', 'stagecraft' ),
		text: __( 'Text shadow', 'stagecraft' ),
	};
	return (
		<PanelBody title={ __( 'Shadow', 'stagecraft' ) } initialOpen={ false }>
			{ types.map( ( type ) => {
				const shadow = shadowOf( layer.shadows, type );
				const number = (
					field: 'x' | 'y' | 'blur' | 'spread',
					label: string,
					min?: number
				) => (
					<NumberField
						label={ label }
						field={ `shadows[t=${ type }].${ field }` }
						min={ min }
						value={ shadow?.[ field ] ?? 0 }
						onChange={ ( value ) =>
							change( type, { [ field ]: value }, field )
						}
					/>
				);
				return (
					<fieldset key={ type } className="stagecraft-editor__group">
						<legend>{ names[ type ] }</legend>
						<CheckboxControl
							__nextHasNoMarginBottom
							label={ names[ type ] }
							help={ `shadows, t ${ type }` }
							checked={ !! shadow }
							onChange={ ( on: boolean ) =>
								change( type, on ? {} : null )
							}
						/>
						{ shadow && (
							<>
								{ number(
									'x',
									type === 'box'
										? __(
												'Box shadow x (px)',
												'stagecraft'
											)
										: __(
												'Text shadow x (px)',
												'stagecraft'
											)
								) }
								{ number(
									'y',
									type === 'box'
										? __(
												'Box shadow y (px)',
												'stagecraft'
											)
										: __(
												'Text shadow y (px)',
												'stagecraft'
											)
								) }
								{ number(
									'blur',
									type === 'box'
										? __(
												'Box shadow blur (px)',
												'stagecraft'
											)
										: __(
												'Text shadow blur (px)',
												'stagecraft'
											),
									0
								) }
								{ type === 'box' &&
									number(
										'spread',
										__(
											'Box shadow spread (px)',
											'stagecraft'
										)
									) }
								<ColorField
									label={
										type === 'box'
											? __(
													'Box shadow colour',
													'stagecraft'
												)
											: __(
													'Text shadow colour',
													'stagecraft'
												)
									}
									field={ `shadows[t=${ type }].c` }
									value={ shadow.c }
									onChange={ ( c ) =>
										change( type, { c }, 'c' )
									}
								/>
							</>
						) }
					</fieldset>
				);
			} ) }
		</PanelBody>
	);
}
