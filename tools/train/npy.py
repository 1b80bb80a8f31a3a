"""Reads and writes .npy files with the standard library only (ap-train's tests,
benchmarks and tools run where NumPy is missing). C order, little-endian,
version 1.0."""

import ast
import struct

FORMATS = {"<f4": "f", "<f8": "d", "<i8": "q", "<i4": "i"}


def write(path, descr, shape, values):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, "".join(f"{d}," for d in shape))
    header += " " * (63 - (10 + len(header)) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)))
        f.write(header.encode())
        f.write(struct.pack("<%d%s" % (len(values), FORMATS[descr]), *values))


def read(path):
    with open(path, "rb") as f:
        data = f.read()
    assert data[:6] == b"\x93NUMPY", path
    length = struct.unpack("<H", data[8:10])[0]
    header = ast.literal_eval(data[10:10 + length].decode())
    count = 1
    for d in header["shape"]:
        count *= d
    code = FORMATS[header["descr"]]
    values = struct.unpack_from("<%d%s" % (count, code), data, 10 + length)
    return header["descr"], tuple(header["shape"]), list(values)
