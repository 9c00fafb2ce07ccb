import demoReply from '../../schema/fixtures/hero-demo.reply.json';
import { sampleReply } from '../../schema/sample-reply';
import { normaliseModule } from './module';
import { normaliseModuleView } from './module-view';

// One reply that touches every rule of spec section 5.
function richReply( acc: boolean ) {
	return {
		success: 1,
		id: 9,
		alias: 'rich',
		title: 'Rich',
		// Older servers: settings under slider_params.
		slider_params: {
			general: { acc, customTags: [ 'x-card' ] },
			size: { width: 400 },
			slideshow: { len: 600 },
			carousel: { maxV: 4, spin: '3d', spinA: 200, dur: 'unset' },
			type: 'unset',
		},
		slides: [ 1, 2 ].map( ( id ) => ( {
			id,
			description: '<b>Bold</b> text',
			params: [ { v: '<i>abcdef</i>', l: 3 } ],
			slideshow: { trans: { cols: 9999, rows: 0 } },
			acc: { label: 'Slide' },
			actions: [ { a: 'link', target: '_blank', flw: 'nofollow' } ],
			layers: [
				{
					id: 1,
					type: 'text',
					tag: 'marquee',
					acc: { label: 'Title' },
					tl: {
						filter: { blur: '0px', sepia: '20%' },
						in: { frames: [ { o: 0, filter: { blur: '0px' } } ] },
					},
				},
				{
					id: 1,
					type: 'video',
					tag: 'x-card',
					media: {
						type: 'vimeo',
						start: '1:30',
						end: '2:00',
						volume: 80,
					},
				},
			],
		} ) ),
	};
}

describe( 'normaliseModule', () => {
	it( 'applies every rule', () => {
		const result = normaliseModule( richReply( true ) );
		if ( ! result.success ) {
			throw new Error( result.error );
		}
		const { settings, slides } = result.data;
		expect( settings ).toMatchObject( {
			alias: 'rich',
			title: 'Rich',
			id: 9,
			type: 'slider',
		} );
		// 3d needs 3; 4 is capped to the 2 slides; 2 made odd is 1.
		expect( settings.carousel ).toMatchObject( {
			maxV: [ 1, 1, 1, 1, 1 ],
			spinA: 180,
			dur: 600,
		} );
		const [ slide ] = slides;
		expect( slide.description ).toBe( 'Bold text' );
		expect( slide.params ).toEqual( [ { v: 'abc', l: 3 } ] );
		expect( slide.slideshow.trans ).toEqual( { cols: 390, rows: 1 } );
		expect( slide.acc ).toEqual( { label: 'Slide' } );
		expect( slide.actions[ 0 ].rel ).toBe( 'noopener nofollow' );
		const [ text, video ] = slide.layers;
		expect( text.tag ).toBe( 'div' );
		expect( text.acc ).toEqual( { label: 'Title' } );
		expect( text.tl.filter ).toEqual( { sepia: '20%' } );
		expect( text.tl.in?.frames[ 0 ] ).toEqual( {
			o: 0,
			filter: undefined,
		} );
		expect( video.id ).toBe( '1_DBL_1' );
		expect( video.tag ).toBe( 'x-card' );
		expect( video.media ).toEqual( {
			type: 'vimeo',
			start: 90,
			end: 120,
			volume: 0.8,
		} );
	} );

	it( 'drops accessibility attributes when the setting is off', () => {
		const result = normaliseModule( richReply( false ) );
		expect( result.success && result.data.slides[ 0 ].acc ).toBeUndefined();
		expect(
			result.success && result.data.slides[ 0 ].layers[ 0 ].acc
		).toBeUndefined();
	} );

	it.each( [
		[ 'success false', { ...sampleReply(), success: false } ],
		[ 'success 0', { ...sampleReply(), success: 0 } ],
		[ 'no object', 'nope' ],
		[
			'a bad layer',
			{ success: true, slides: [ { id: 1, layers: [ { id: 1 } ] } ] },
		],
	] )( 'fails for %s', ( _label, raw ) => {
		expect( normaliseModule( raw ).success ).toBe( false );
		expect( normaliseModuleView( raw ).success ).toBe( false );
	} );

	it( 'names what is wrong', () => {
		const result = normaliseModule( { success: true, slides: 'none' } );
		expect( result.success ).toBe( false );
		expect( ! result.success && result.error ).toContain( 'slides' );
	} );
} );

describe( 'normaliseModuleView', () => {
	it( 'takes the demo reply and fills the settings identity', () => {
		const result = normaliseModuleView( demoReply );
		if ( ! result.success ) {
			throw new Error( result.error );
		}
		expect( result.data.settings ).toMatchObject( {
			alias: 'hero-demo',
			type: 'hero',
			migrated: true,
			id: 5,
		} );
		expect( result.data.slides[ 0 ].layers[ 0 ].tag ).toBe( 'h2' );
	} );

	it( 'applies the rules on the fields the runtime reads, and only those', () => {
		const result = normaliseModuleView( richReply( true ) );
		if ( ! result.success ) {
			throw new Error( result.error );
		}
		const [ slide ] = result.data.slides;
		expect( slide.description ).toBe( 'Bold text' );
		expect(
			slide.layers.map( ( layer ) => [ layer.id, layer.tag ] )
		).toEqual( [
			[ 1, 'div' ],
			[ '1_DBL_1', 'x-card' ],
		] );
		expect( slide.layers[ 0 ].tl.filter ).toEqual( { sepia: '20%' } );
		// Fields the view does not validate are not carried.
		expect( 'actions' in slide ).toBe( false );
		// Media options reach the player as stored; the media engine reads
		// their times and volume (src/module/media/options.ts).
		expect( slide.layers[ 1 ].media ).toEqual( {
			type: 'vimeo',
			start: '1:30',
			end: '2:00',
			volume: 80,
		} );
	} );

	it( 'reads the layers of a later slide when they are first read', () => {
		const reply = sampleReply();
		const [ first ] = reply.slides;
		const invalid = jest.fn();
		const result = normaliseModuleView(
			{
				...reply,
				slides: [
					first,
					{ ...first, id: 2, layers: [ { id: 1 } ] },
					{ ...first, id: 3, layers: 'unset' },
				],
			},
			invalid
		);
		if ( ! result.success ) {
			throw new Error( result.error );
		}
		expect( invalid ).not.toHaveBeenCalled();
		const [ , bad, unset ] = result.data.slides;
		// A bad later slide shows without layers and says why, once.
		expect( bad.layers ).toEqual( [] );
		expect( bad.layers ).toBe( bad.layers );
		expect( invalid ).toHaveBeenCalledTimes( 1 );
		expect( invalid ).toHaveBeenCalledWith(
			2,
			expect.stringContaining( 'layers.0.type' )
		);
		expect( unset.layers ).toEqual( [] );
		expect( result.data.slides[ 0 ].layers.length ).toBeGreaterThan( 0 );
	} );

	it( 'reads a deferred slide as having no layers until they are supplied', () => {
		const reply = sampleReply();
		const [ first ] = reply.slides;
		const result = normaliseModuleView( {
			...reply,
			slides: [
				first,
				{ ...first, id: 2, layers: undefined, deferred: true },
			],
		} );
		if ( ! result.success ) {
			throw new Error( result.error );
		}
		const { deferredLayers } = result.data;
		const [ whole, deferred ] = result.data.slides;
		expect( deferredLayers.has( whole ) ).toBe( false );
		expect( deferredLayers.has( deferred ) ).toBe( true );
		expect( deferred.layers ).toEqual( [] );
		deferredLayers.supply( deferred, first.layers );
		expect( deferredLayers.has( deferred ) ).toBe( false );
		expect( deferred.layers.map( ( layer ) => layer.id ) ).toEqual(
			whole.layers.map( ( layer ) => layer.id )
		);
	} );

	it( 'notes layer gradients from the data as loaded', () => {
		const reply = sampleReply();
		const [ first ] = reply.slides;
		const withGradient = {
			...reply,
			slides: [
				first,
				{
					...first,
					id: 2,
					layers: [
						{
							...first.layers[ 0 ],
							bg: { gradient: { type: 'linear', stops: [] } },
						},
					],
				},
			],
		};
		const plain = normaliseModuleView( reply );
		const graded = normaliseModuleView( withGradient );
		expect( plain.success && plain.data.layerGradients ).toBe( false );
		expect( graded.success && graded.data.layerGradients ).toBe( true );
	} );

	it( 'stays tolerant of bad stored data without zod: values fall back, a bad later slide shows no layers', () => {
		const reply = sampleReply();
		const [ first ] = reply.slides;
		const invalid = jest.fn();
		const result = normaliseModuleView(
			{
				...reply,
				settings: {
					type: 'gallery',
					carousel: { spin: 'sideways', maxV: 5 },
				},
				slides: [
					first,
					{
						...first,
						id: 2,
						layers: [ { id: 1, type: 'hologram', alias: 5 } ],
					},
				],
			},
			invalid
		);
		if ( ! result.success ) {
			throw new Error( result.error );
		}
		expect( result.data.settings.type ).toBe( 'slider' );
		expect( result.data.settings.carousel.spin ).toBe( 'off' );
		// One number stands for every device level.
		expect( result.data.settings.carousel.maxV ).toEqual( [
			5, 5, 5, 5, 5,
		] );
		expect( result.data.slides[ 1 ].layers ).toEqual( [] );
		expect( invalid ).toHaveBeenCalledWith(
			2,
			expect.stringMatching( /^layers\.0\.(alias|type): / )
		);
	} );

	it( 'gives default settings to a reply without any', () => {
		const result = normaliseModuleView( { success: true, alias: 'bare' } );
		expect( result.success && result.data.settings ).toMatchObject( {
			alias: 'bare',
			migrated: false,
			slideshow: { auto: true, len: 9000 },
		} );
	} );
} );

describe( 'the URL policy in the runtime', () => {
	it.each( [
		'javascript:alert(1)',
		'JaVaScRiPt:alert(1)',
		'java\tscript:alert(1)',
		'java\nscript:alert(1)',
		'  javascript:alert(1)',
		'\u0001javascript:alert(1)',
		'data:text/html,<script>alert(1)</script>',
	] )( 'a link to %j never reaches a node', ( link ) => {
		const reply = {
			...demoReply,
			slides: demoReply.slides.map( ( slide ) => ( {
				...slide,
				layers: [
					...slide.layers,
					{
						id: 90,
						type: 'button',
						tag: 'a',
						content: { text: 'Go' },
						actions: [ { a: 'link', evt: 'click', link } ],
					},
				],
			} ) ),
		};
		const result = normaliseModule( reply );
		if ( ! result.success ) {
			throw new Error( result.error );
		}
		const button = result.data.slides[ 0 ].layers.find(
			( layer ) => layer.id === 90
		);
		expect( button?.actions[ 0 ]?.link ).toBe( '' );
		expect( JSON.stringify( result.data ) ).not.toMatch( /script:/i );
	} );
} );
