"""Dialects of IREE's Stream IR, as xDSL IRDL definitions."""
