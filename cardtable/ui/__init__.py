"""The Qt front end. Only this package imports Qt."""
