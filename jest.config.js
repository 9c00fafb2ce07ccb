// wp-scripts' unit config (jsdom, @wordpress/jest-console, Babel with TypeScript),
// narrowed to the unit tests that live next to the code.
const base = require( '@wordpress/scripts/config/jest-unit.config.js' );

module.exports = {
	...base,
	testMatch: [
		'<rootDir>/src/**/*.test.[jt]s?(x)',
		'<rootDir>/blocks/**/*.test.[jt]s?(x)',
		'<rootDir>/bin/**/*.test.js',
	],
	testPathIgnorePatterns: [
		'/node_modules/',
		'<rootDir>/vendor/',
		'<rootDir>/plugin/build/',
		'<rootDir>/tests/e2e/',
		'<rootDir>/\\.wp/',
	],
};
