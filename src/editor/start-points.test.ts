import { exportFile, readModuleFile, startModule } from './start-points';

const template = {
	name: 'hero-demo',
	title: 'Hero demo',
	type: 'hero',
	module: {
		alias: 'hero-demo',
		title: 'Hero demo',
		type: 'hero',
		slides: [ { id: 1, title: 'One', layers: [] } ],
	},
};

describe( 'start points', () => {
	it( 'takes a template under the chosen title and alias', () => {
		const m = startModule(
			'template:hero-demo',
			[ template ],
			'Mine',
			'mine'
		);
		expect( [ m.alias, m.title, m.type, m.slides.length ] ).toEqual( [
			'mine',
			'Mine',
			'hero',
			1,
		] );
	} );

	it( 'makes a blank module of the type chosen, a slider when unknown', () => {
		expect( startModule( 'blank:carousel', [], 'C', 'c' ).type ).toBe(
			'carousel'
		);
		expect( startModule( 'template:gone', [], 'S', 's' ).type ).toBe(
			'slider'
		);
	} );

	it( 'reads an exported file back without its id and status', () => {
		const file = exportFile(
			startModule( 'blank:hero', [], 'Round trip', 'round-trip' )
		);
		expect( file.name ).toBe( 'round-trip.json' );
		const read = readModuleFile(
			file.text.replace( '{', '{"id": 9, "status": "publish",' )
		);
		expect( 'data' in read && read.data.alias ).toBe( 'round-trip' );
		expect( 'data' in read && 'id' in read.data ).toBe( false );
	} );

	it( 'refuses what is not a module', () => {
		expect( readModuleFile( 'nope' ) ).toEqual( {
			error: 'The file is not JSON.',
		} );
		expect( readModuleFile( '[1]' ) ).toEqual( {
			error: 'The file does not hold a module.',
		} );
	} );
} );
