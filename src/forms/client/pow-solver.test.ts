import { sha256, toHex } from './sha256';
import { solveChallenge } from './pow-solver';
import { challengeFor, nodeSha256 } from './pow-fixture';

const hex = ( text: string ): string =>
	toHex( sha256( Array.from( Buffer.from( text ) ) ) );

describe( 'SHA-256', () => {
	it( 'gives the FIPS 180-4 digest of "abc"', () => {
		expect( hex( 'abc' ) ).toBe(
			'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
		);
	} );

	it( 'agrees with Node at every padding boundary and with UTF-8 text', () => {
		[ 0, 1, 55, 56, 63, 64, 65, 119, 120, 200 ]
			.map( ( length ) => 'a'.repeat( length ) )
			.concat( [ 'héllo ✓ 😀' ] )
			.forEach( ( text ) =>
				expect( hex( text ) ).toBe( nodeSha256( text ) )
			);
	} );
} );

describe( 'solveChallenge', () => {
	it( 'finds the number of a challenge made as the server makes it', async () => {
		const challenge = challengeFor( 777 );
		await expect( solveChallenge( challenge ) ).resolves.toBe( 777 );
		await expect(
			solveChallenge( { ...challenge, maxnumber: 776 } )
		).resolves.toBeNull();
	} );

	it( 'pauses between slices and stops at a pause once aborted', async () => {
		const now = jest.spyOn( performance, 'now' );
		let clock = 0;
		// Every reading is 20 ms later: each check of the time ends a slice.
		now.mockImplementation( () => ( clock += 20 ) );
		const timeout = jest.spyOn( window, 'setTimeout' );
		const controller = new AbortController();
		const search = solveChallenge( challengeFor( 900 ), controller.signal );
		controller.abort();
		await expect( search ).resolves.toBeNull();
		expect( timeout ).toHaveBeenCalledTimes( 1 );
		now.mockRestore();
		timeout.mockRestore();

		const found = solveChallenge( challengeFor( 900 ) );
		await expect( found ).resolves.toBe( 900 );
	} );
} );
