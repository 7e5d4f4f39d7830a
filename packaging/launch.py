"""Entry script of the bundle: the same as the installed `cardtable` command."""

import sys

from cardtable.__main__ import main

sys.exit(main())
