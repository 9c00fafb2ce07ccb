import { sanitiseSvg } from './svg-sanitise';

const parse = ( markup: string | null ) =>
	new DOMParser().parseFromString( markup ?? '', 'image/svg+xml' )
		.documentElement;

const FILE = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
	<script>alert(2)</script>
	<style>@import url(https://evil.example/x.css);</style>
	<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>
	<path d="M0 0L10 10" stroke="black" stroke-width="1" onclick="alert(3)" fill="url(#g)"/>
	<use xlink:href="https://evil.example/sprite.svg#icon"/>
	<use href="#g"/>
	<image href="https://evil.example/pixel.png"/>
	<a href="javascript:alert(4)"><circle r="2" style="fill: url(https://evil.example/f.svg#x)"/></a>
	<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
	<set attributeName="href" to="javascript:alert(5)"/>
</svg>`;

describe( 'sanitiseSvg', () => {
	it( 'drops scripts, event attributes and external references', () => {
		const markup = sanitiseSvg( FILE ) ?? '';
		expect( markup ).not.toMatch(
			/alert|evil\.example|<script|onload|onclick/i
		);
		expect( markup ).not.toMatch( /foreignObject|<set/i );
		const svg = parse( markup );
		// What points into the file stays: the gradient and the use of it.
		expect(
			Array.from( svg.querySelectorAll( 'use' ), ( use ) =>
				use.getAttribute( 'href' )
			)
		).toEqual( [ '#g' ] );
		expect( svg.querySelector( 'image' ) ).toBeNull();
		expect( svg.querySelector( 'path' )?.getAttribute( 'fill' ) ).toBe(
			'url(#g)'
		);
	} );

	it( 'puts the layer stroke on every shape, over the file’s own', () => {
		const svg = parse(
			sanitiseSvg( FILE, { c: '#ff0000', w: 4 } ) as string
		);
		const path = svg.querySelector( 'path' ) as SVGElement | null;
		expect( path?.style.stroke ).toMatch( /#ff0000|rgb\(255, 0, 0\)/ );
		expect( path?.style.strokeWidth ).toBe( '4' );
	} );

	it( 'names the svg by the layer label, or hides a decorative one', () => {
		const named = parse( sanitiseSvg( FILE, undefined, 'Logo' ) as string );
		expect( named.getAttribute( 'role' ) ).toBe( 'img' );
		expect( named.getAttribute( 'aria-label' ) ).toBe( 'Logo' );
		expect(
			parse( sanitiseSvg( FILE ) as string ).getAttribute( 'aria-hidden' )
		).toBe( 'true' );
	} );

	it( 'refuses what is not an svg document', () => {
		expect( sanitiseSvg( '<html><body>no</body></html>' ) ).toBeNull();
		expect( sanitiseSvg( 'not xml <' ) ).toBeNull();
	} );
} );
