import { layerViewSchema } from '../../schema/layer-view';
import { cssBox, cssLength, layerStyle } from './layer-style';

const layer = ( data: Record< string, unknown > ) =>
	layerViewSchema.parse( { id: 1, type: 'text', ...data } );

describe( 'layer style per device level', () => {
	it( 'reads lengths and boxes as CSS', () => {
		expect( cssLength( 12 ) ).toBe( '12px' );
		expect( cssLength( '40%' ) ).toBe( '40%' );
		expect( cssLength( '8' ) ).toBe( '8px' );
		expect( cssLength( 'auto' ) ).toBeUndefined();
		expect( cssLength( '1px;color:red' ) ).toBeUndefined();
		expect( cssBox( [ 1, 2 ] ) ).toBe( '1px 2px' );
		expect( cssBox( { t: 1, l: '2em' } ) ).toBe( '1px 0px 0px 2em' );
		expect( cssBox( 'x' ) ).toBeUndefined();
	} );

	it( 'aligns absolute layers by h and v with offsets from their own edge', () => {
		// One layer, placed differently per level.
		const placed = layer( {
			pos: {
				pos: 'absolute',
				h: [ 'center', 'center', 'center', 'right', 'left' ],
				v: [ 'middle', 'middle', 'middle', 'bottom', 'top' ],
				x: [ 10, 10, 10, 20, 30 ],
				y: [ -5, -5, -5, 40, '10%' ],
			},
		} );
		const style = layerStyle( placed, 0 );
		expect( style.absolute ).toBe( true );
		expect( style.wrap ).toEqual( {
			left: 'calc(50% + 10px)',
			top: 'calc(50% + -5px)',
			transform: 'translate(-50%, -50%)',
		} );
		expect( layerStyle( placed, 3 ).wrap ).toEqual( {
			right: '20px',
			bottom: '40px',
		} );
		const mobile = layerStyle( placed, 4 );
		expect( mobile.wrap ).toEqual( { left: '30px', top: '10%' } );
	} );

	it( 'flows relative and inline-block layers, shifted by x and y', () => {
		const style = layerStyle(
			layer( { pos: { pos: 'inline-block', x: 4, y: 2 } } ),
			1
		);
		expect( style.absolute ).toBe( false );
		expect( style.wrap ).toEqual( {
			left: '4px',
			top: '2px',
			display: 'inline-block',
		} );
	} );

	it( 'covers the slide in cover and fullinset modes, and sizes per level', () => {
		expect(
			layerStyle(
				layer( { pos: { pos: 'absolute' }, size: { cMode: 'cover' } } ),
				0
			).wrap
		).toEqual( { inset: 0, width: '100%', height: '100%' } );
		const sized = layerStyle(
			layer( {
				size: { w: [ 400, 300 ], h: 'auto', minW: 100, maxW: '90%' },
			} ),
			2
		);
		expect( sized.sized ).toBe( true );
		expect( sized.wrap ).toEqual( {
			width: '300px',
			minWidth: '100px',
			maxWidth: '90%',
		} );
	} );

	it( 'puts the box on the layer and static transforms on the wrapper', () => {
		const style = layerStyle(
			layer( {
				m: 4,
				p: [ 8, 16 ],
				border: { s: 'solid', w: 2, c: '#fff' },
				radius: 999,
				zIndex: 7,
				order: 2,
				blend: 'multiply',
				cursor: 'pointer',
				display: 'flex',
				shadows: [
					{ t: 'box', x: 0, y: 2, blur: 4, spread: 1, c: '#000' },
					{ t: 'text', x: 1, y: 1, blur: 2, c: 'red' },
				],
				tr: { rX: 10, rY: 20, rZ: 30, o: 0.8 },
			} ),
			0
		);
		expect( style.layer ).toEqual( {
			margin: '4px',
			padding: '8px 16px',
			borderStyle: 'solid',
			borderWidth: '2px',
			borderColor: '#fff',
			borderRadius: '999px',
			cursor: 'pointer',
			display: 'flex',
			boxShadow: '0px 2px 4px 1px #000',
			textShadow: '1px 1px 2px red',
		} );
		expect( style.wrap ).toMatchObject( {
			zIndex: 7,
			order: 2,
			mixBlendMode: 'multiply',
			opacity: 0.8,
			transform:
				'perspective(600px) rotateX(10deg) rotateY(20deg) rotate(30deg)',
		} );
	} );

	it( 'hides a layer at a level, and skips the spike clip path in edit mode', () => {
		const data = layer( {
			vis: [ true, false, true, true, true ],
			spike: 'polygon(0 0, 100% 0, 50% 100%)',
		} );
		expect( layerStyle( data, 1 ).visible ).toBe( false );
		expect( layerStyle( data, 0 ).wrap.clipPath ).toBe(
			'polygon(0 0, 100% 0, 50% 100%)'
		);
		expect( layerStyle( data, 0, true ).wrap.clipPath ).toBeUndefined();
		expect(
			layerStyle( layer( { spike: 'url(javascript:x)' } ), 0 ).wrap
				.clipPath
		).toBeUndefined();
	} );
} );
