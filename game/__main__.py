"""``python -m game`` starts Cardavia, as the ``cardavia`` command does."""

from game.app import main

raise SystemExit(main())
