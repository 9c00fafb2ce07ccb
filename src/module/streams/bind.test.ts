import { bindLayer, decodeText, fieldsOf, fill } from './bind';
import { cloneStreamSlides, errorModule, streamSourceOf } from './clone';

// A post item as php/Streams/PostItem.php sends it (text through esc_html()).
const post = {
	sourceSlideId: 7,
	sourceModuleEngine: 7,
	id: 42,
	title: 'Tom &amp; Jerry &lt;b&gt;',
	excerpt: 'Fifty-five words&#8230;',
	content: '<p>Hello <strong>there</strong></p>',
	link: 'https://example.test/tom-and-jerry/',
	date: '2026-03-04T10:00:00+00:00',
	author: 'Ana',
	image: {
		src: 'https://example.test/a.jpg',
		width: 1200,
		height: 800,
		alt: 'A cat',
	},
	categories: [
		{ id: 1, name: 'News', slug: 'news' },
		{ id: 2, name: 'Cats &amp; dogs', slug: 'cats' },
	],
};

describe( 'fieldsOf', () => {
	it( 'reads a post item back to plain text', () => {
		const fields = fieldsOf( post, 'en-GB' );
		expect( fields ).toMatchObject( {
			title: 'Tom & Jerry <b>',
			excerpt: 'Fifty-five words\u2026',
			link: 'https://example.test/tom-and-jerry/',
			author: 'Ana',
			image: 'https://example.test/a.jpg',
			alt: 'A cat',
			categories: 'News, Cats & dogs',
			date: '4 March 2026',
			iso_date: '2026-03-04T10:00:00+00:00',
		} );
	} );

	it( 'reads shop and gallery fields', () => {
		expect(
			fieldsOf( {
				price: '9.50',
				salePrice: '7',
				rating: 4.5,
				cart: '/?add-to-cart=3',
			} )
		).toMatchObject( {
			price: '9.50',
			salePrice: '7',
			rating: '4.5',
			cart: '/?add-to-cart=3',
		} );
		expect(
			fieldsOf( {
				caption: 'Sea',
				alt: 'Waves',
				image: { src: '/w.jpg' },
			} )
		).toMatchObject( { caption: 'Sea', alt: 'Waves', image: '/w.jpg' } );
	} );

	it( 'keeps unknown references as they are', () => {
		expect( decodeText( '&nosuch; &#0; &#x1F600;' ) ).toBe(
			'&nosuch; &#0; \u{1F600}'
		);
	} );
} );

describe( 'fill', () => {
	const fields = fieldsOf( post );

	it( "escapes text fields in markup, keeps the kses'd content as markup", () => {
		expect( fill( '<em>{{title}}</em>', fields, 'html' ) ).toBe(
			'<em>Tom &amp; Jerry &lt;b&gt;</em>'
		);
		expect( fill( '{{ content }}', fields, 'html' ) ).toBe( post.content );
		expect( fill( 'By {{author}} {{unknown}}', fields, 'text' ) ).toBe(
			'By Ana '
		);
	} );

	it( 'cleans URLs like esc_url_raw', () => {
		expect( fill( '{{link}}#more', fields, 'url' ) ).toBe(
			'https://example.test/tom-and-jerry/#more'
		);
		const bad = fieldsOf( { link: 'javascript:alert(1)' } );
		expect( fill( '{{link}}', bad, 'url' ) ).toBe( '' );
	} );
} );

describe( 'bindLayer', () => {
	const fields = fieldsOf( post );

	it( 'fills text, link actions and labels by where they sit', () => {
		const layer = bindLayer(
			{
				id: 1,
				type: 'button',
				content: { text: 'Read {{title}}' },
				actions: [ { a: 'link', link: '{{link}}' } ],
				acc: { label: 'Read {{title}}' },
			},
			fields
		);
		expect( layer ).toMatchObject( {
			content: { text: 'Read Tom &amp; Jerry &lt;b&gt;' },
			actions: [ { link: 'https://example.test/tom-and-jerry/' } ],
			acc: { label: 'Read Tom & Jerry <b>' },
		} );
	} );

	it( 'binds a whole field by the fromStream flags', () => {
		expect(
			bindLayer(
				{
					type: 'text',
					content: { text: 'x' },
					fromStream: { excerpt: true },
				},
				fields
			)
		).toMatchObject( { content: { text: 'Fifty-five words\u2026' } } );
		expect(
			bindLayer(
				{
					type: 'image',
					content: { src: '' },
					fromStream: { image: true, link: true },
					actions: [ { a: 'link', link: '#' } ],
				},
				fields
			)
		).toMatchObject( {
			content: {
				src: 'https://example.test/a.jpg',
				alt: 'A cat',
				width: 1200,
				height: 800,
			},
			actions: [ { link: 'https://example.test/tom-and-jerry/' } ],
		} );
	} );
} );

describe( 'cloneStreamSlides', () => {
	const module = {
		id: 3,
		settings: { source: { type: 'post' } },
		slides: [
			{
				id: 7,
				bg: { image: { src: '{{image}}' } },
				layers: [
					{ id: 1, type: 'text', content: { text: '{{title}}' } },
				],
			},
			{
				id: 8,
				layers: [
					{ id: 1, type: 'text', content: { text: 'B {{title}}' } },
				],
			},
		],
	};

	it( "clones the named template per item, in the feed's order", () => {
		const items = [
			post,
			{ title: 'Second', sourceSlideId: 8 },
			{ title: 'Third' },
		];
		const cloned = cloneStreamSlides( module, items );
		expect( cloned.slides ).toEqual( [
			{
				id: '7-1',
				order: 0,
				bg: { image: { src: 'https://example.test/a.jpg' } },
				layers: [
					{
						id: 1,
						type: 'text',
						content: { text: 'Tom &amp; Jerry &lt;b&gt;' },
					},
				],
			},
			{
				id: '8-2',
				order: 1,
				layers: [
					{ id: 1, type: 'text', content: { text: 'B Second' } },
				],
			},
			// No template named: the templates in turn; no image, no background image.
			{
				id: '7-3',
				order: 2,
				bg: {},
				layers: [ { id: 1, type: 'text', content: { text: 'Third' } } ],
			},
		] );
		// The templates are not changed.
		expect( module.slides[ 0 ].layers[ 0 ].content.text ).toBe(
			'{{title}}'
		);
	} );

	it( 'reads the source from either settings name', () => {
		expect( streamSourceOf( module ) ).toBe( 'post' );
		expect(
			streamSourceOf( { slider_params: { source: { type: 'woo' } } } )
		).toBe( 'woo' );
		expect( streamSourceOf( { settings: {} } ) ).toBe( '' );
	} );
} );

describe( 'errorModule', () => {
	it( 'is a white hero with the warning, the title and the source', () => {
		const error = errorModule(
			{ id: 3, settings: { type: 'slider' }, slides: [ {} ] },
			'youtube'
		);
		expect( error.settings ).toMatchObject( {
			type: 'hero',
			bg: { color: '#ffffff' },
		} );
		const [ slide ] = error.slides as Array< {
			layers: Array< { content: { text: string } } >;
		} >;
		expect( slide.layers.map( ( layer ) => layer.content.text ) ).toEqual( [
			'\u26a0',
			'There is nothing to show here!',
			'YouTube reports: Please check the settings',
		] );
		expect( streamSourceOf( error ) ).toBe( '' );
	} );
} );
