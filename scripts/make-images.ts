/** npm run images: renders the illustrations. The tool lives in tools/images/ (see its README). */
import '../tools/images/make-images.ts';
