<?php
/**
 * Zips one folder with its name as the archive's top folder, files in a stable order.
 * Usage: php zip.php PARENT_DIR FOLDER OUT.zip (ZipArchive, from php-zip, which setup installs).
 *
 * @package Stagecraft
 */

list( , $parent, $folder, $out ) = $argv;
$zip                             = new ZipArchive();
if ( true !== $zip->open( $out, ZipArchive::CREATE | ZipArchive::OVERWRITE ) ) {
	fwrite( STDERR, "cannot write $out\n" );
	exit( 1 );
}
$files    = array();
$iterator = new RecursiveIteratorIterator(
	new RecursiveDirectoryIterator( "$parent/$folder", FilesystemIterator::SKIP_DOTS ),
	RecursiveIteratorIterator::SELF_FIRST
);
foreach ( $iterator as $file ) {
	$files[ substr( $file->getPathname(), strlen( $parent ) + 1 ) ] = $file;
}
ksort( $files );
foreach ( $files as $name => $file ) {
	if ( $file->isDir() ) {
		$zip->addEmptyDir( $name );
	} else {
		$zip->addFile( $file->getPathname(), $name );
	}
}
$zip->close();
