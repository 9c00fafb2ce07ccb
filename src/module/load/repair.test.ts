import { extractJsonObjects, parseReply, repairReply } from './repair';

describe( 'reply repair (spec section 5)', () => {
	it( 'finds the JSON objects in text with PHP notices around them', () => {
		const text =
			'<b>Notice</b>: Undefined index {x} in file.php\n{"success":false}' +
			'garbage {"success":true,"alias":"a{b}","s":"q\\"}"}';
		expect( extractJsonObjects( text ) ).toEqual( [
			{ success: false },
			{ success: true, alias: 'a{b}', s: 'q"}' },
		] );
	} );

	it( 'prefers the object whose success is true, else the first', () => {
		expect(
			repairReply( 'x{"success":false,"n":1} {"success":true,"n":2}' )
		).toEqual( { success: true, n: 2 } );
		expect( repairReply( 'x{"n":1} {"n":2}' ) ).toEqual( { n: 1 } );
		expect( repairReply( 'nothing here' ) ).toBeUndefined();
	} );

	it( 'looks inside an object that does not parse', () => {
		expect( repairReply( '{ broken {"success":true} ' ) ).toEqual( {
			success: true,
		} );
	} );

	it( 'parses a string reply, repairs it when needed, keeps other values', () => {
		expect( parseReply( '{"success":true}' ) ).toEqual( { success: true } );
		expect( parseReply( JSON.stringify( '{"success":1}' ) ) ).toEqual( {
			success: 1,
		} );
		expect( parseReply( 'Warning {"success":true}' ) ).toEqual( {
			success: true,
		} );
		const object = { success: true };
		expect( parseReply( object ) ).toBe( object );
	} );
} );
