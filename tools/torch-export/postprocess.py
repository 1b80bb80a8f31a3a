"""Turns torch-mlir's linalg-on-tensors module into what ap-auto-shard
expects, with torch-mlir's own MLIR Python bindings:

* the markers, as attributes on the function (`arg_attrs`, `res_attrs`):
  `ap.param` on parameters, `ap.input_range = array<i64: lo, hi>` on index
  inputs, `ap.grad_of = N` on each gradient result;
* each argument's name as its location (`loc("name")`);
* the printed form: the module as MLIR prints it, except that ops of the
  `tm_tensor` dialect are printed in the generic form (any MLIR parser reads
  them; their custom syntax needs torch-mlir's TMTensor dialect), and the
  signature written one argument a line with `%name: type {attrs}
  loc("name")`, as tools/model-gen/graph.py writes it.

The text edits are checked: the result is parsed again (in the context that
holds torch-mlir's dialects) and must print exactly like the module it came
from, with the same argument locations.
"""

import io
import re

from torch_mlir import ir

class ExportError(Exception):
    pass


def find_func(module, name):
    for op in module.body.operations:
        if op.operation.name == "func.func" and \
                ir.StringAttr(op.attributes["sym_name"]).value == name:
            return op.operation
    raise ExportError(f"no function @{name} in the module")


def mark(module, func_name, arg_names, params, input_ranges, grad_of):
    """arg_names: one name per argument; params: set of argument indices;
    input_ranges: {argument index: (low, high)}; grad_of: {result index:
    argument index}."""
    func = find_func(module, func_name)
    with module.context, ir.Location.unknown():
        block = func.regions[0].blocks[0]
        if len(block.arguments) != len(arg_names):
            raise ExportError(f"@{func_name} has {len(block.arguments)} arguments, "
                              f"expected {len(arg_names)}")
        ftype = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
        i64 = ir.IntegerType.get_signless(64)
        arg_attrs = []
        for i, name in enumerate(arg_names):
            d = {}
            if i in params:
                d["ap.param"] = ir.UnitAttr.get()
            if i in input_ranges:
                d["ap.input_range"] = ir.DenseI64ArrayAttr.get(list(input_ranges[i]))
            arg_attrs.append(ir.DictAttr.get(d))
            block.arguments[i].set_location(ir.Location.name(name))
        res_attrs = []
        for r in range(len(ftype.results)):
            d = {}
            if r in grad_of:
                d["ap.grad_of"] = ir.IntegerAttr.get(i64, grad_of[r])
            res_attrs.append(ir.DictAttr.get(d))
        func.attributes["arg_attrs"] = ir.ArrayAttr.get(arg_attrs)
        func.attributes["res_attrs"] = ir.ArrayAttr.get(res_attrs)


def _print(op, **kwargs):
    out = io.StringIO()
    op.print(file=out, **kwargs)
    return out.getvalue()


_NAME = r"%[A-Za-z0-9_$.-]+(?:#[0-9]+)?"


def _generic_text(op, state, prefix):
    """`op` in the generic form, with the names the module's printing gives
    to its operands and result; the values of its own region are renamed
    `%<prefix>...` so that they cannot clash with the function's. The
    generic printer numbers values its own way, so the names are mapped by
    position: the result, the operand list, the region's definitions; any
    other name (a value from outside used inside the region) is an error."""
    text = _print(op, print_generic_op_form=True, use_local_scope=True)
    if len(op.results) != 1:
        raise ExportError(f"{op.name} with {len(op.results)} results")
    m = re.match(r"(%s) = \"%s\"\(([^()]*)\)" % (_NAME, re.escape(op.name)), text)
    if not m:
        raise ExportError(f"unexpected generic form of {op.name}: {text[:80]}")
    operands = [t for t in m.group(2).split(", ") if t]
    if len(operands) != len(op.operands) or \
            not all(re.fullmatch(_NAME, t) for t in operands):
        raise ExportError(f"unexpected operand list of {op.name}: {m.group(2)}")
    names = {m.group(1): op.results[0].get_name(state)}
    for token, value in zip(operands, op.operands):
        names[token] = value.get_name(state)
    rest = text[m.end():]
    inner = re.findall(r"\^bb[0-9]*\(([^)]*)\)", rest)
    defined = [d.split(":")[0].strip() for group in inner for d in group.split(",") if d]
    defined += re.findall(r"(%s)(?::[0-9]+)? = " % _NAME, rest)
    for d in defined:
        if d in names:
            raise ExportError(f"{op.name}: {d} is both used and defined")
        names[d] = "%" + prefix + d[1:]

    def rename(match):
        token = match.group(0)
        if token in names:
            return names[token]
        base = token.split("#")[0]
        if base in names and "#" in token:
            return names[base] + token[len(base):]
        raise ExportError(f"{op.name}: its region uses {token}, defined outside")

    return re.sub(_NAME, rename, text)


def _indent(text, indent):
    return "\n".join((indent + line) if line else line for line in text.split("\n"))


def _signature(func, arg_names):
    """The function's header, one argument a line, named by location."""
    ftype = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
    arg_attrs = ir.ArrayAttr(func.attributes["arg_attrs"])
    res_attrs = ir.ArrayAttr(func.attributes["res_attrs"])

    def attrs(d):
        d = ir.DictAttr(d)
        return "" if len(d) == 0 else " " + str(d)

    name = ir.StringAttr(func.attributes["sym_name"]).value
    args = [f"%{n}: {t}{attrs(arg_attrs[i])} loc(\"{n}\")"
            for i, (n, t) in enumerate(zip(arg_names, ftype.inputs))]
    results = [f"{t}{attrs(res_attrs[i])}" for i, t in enumerate(ftype.results)]
    return (f"  func.func @{name}(" + ",\n      ".join(args) + ")\n      -> ("
            + ",\n          ".join(results) + ") {")


def render(module, func_name, arg_names, mesh=None, header=()):
    """The module as text (see the module comment), checked by parsing it
    again. `mesh`: an `ap.mesh` op (text) to put in the module; `header`:
    comment lines for the top of the file."""
    if not all(re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", n) for n in arg_names) or \
            len(set(arg_names)) != len(arg_names):
        raise ExportError(f"argument names must be distinct identifiers: {arg_names}")
    func = find_func(module, func_name)
    state = ir.AsmState(module.operation)
    text = _print(module.operation, state=state)
    if "dense_resource" in text:
        raise ExportError("the module holds dense_resource constants")

    # tm_tensor ops in the generic form.
    count = 0
    for op in func.regions[0].blocks[0].operations:
        op = op.operation
        if not op.name.startswith("tm_tensor."):
            continue
        custom = _indent(_print(op, state=state), "    ").lstrip()
        if text.count(custom) != 1:
            raise ExportError(f"cannot find the printed form of {op.name}")
        generic = _generic_text(op, state, f"tm{count}_").replace("\n", "\n    ")
        text = text.replace(custom, generic)
        count += 1
    for op_name in ("tm_tensor.",):
        for line in text.split("\n"):
            if re.search(r"(^|= )" + re.escape(op_name), line.strip()):
                raise ExportError(f"nested {op_name} ops are not handled: {line}")

    # The signature, and the arguments by name in the body.
    lines = text.split("\n")
    starts = [i for i, l in enumerate(lines)
              if l.startswith(f"  func.func @{func_name}(")]
    if len(starts) != 1 or not lines[starts[0]].endswith("{"):
        raise ExportError("cannot find the function's signature")
    block = func.regions[0].blocks[0]
    printed = [a.get_name(state) for a in block.arguments]
    rename = dict(zip(printed, ("%" + n for n in arg_names)))
    body = "\n".join(lines[starts[0] + 1:])
    body = re.sub(r"%arg[0-9]+\b", lambda m: rename.get(m.group(0), m.group(0)), body)
    out = lines[:starts[0]]
    if mesh:
        if out[-1] != "module {":
            raise ExportError("unexpected module header")
        out.append("  " + mesh)
    out.append(_signature(func, arg_names))
    text = "\n".join(list(header) + out) + "\n" + body
    if not text.endswith("\n"):
        text += "\n"
    _check(module, text, func_name, arg_names, mesh)
    return text


def _check(module, text, func_name, arg_names, mesh):
    """Parses `text` again: it must print like `module` (after dropping the
    mesh, which these bindings cannot parse) and keep the names."""
    parsed_text = text
    if mesh:
        parsed_text = text.replace("  " + mesh + "\n", "", 1)
    try:
        again = ir.Module.parse(parsed_text, context=module.context)
    except Exception as e:  # noqa: BLE001 - the parser's message is the point
        raise ExportError(f"the exported text does not parse: {e}") from None
    if _print(again.operation) != _print(module.operation):
        raise ExportError("the exported text does not print like the module")
    func = find_func(again, func_name)
    for a, n in zip(func.regions[0].blocks[0].arguments, arg_names):
        if str(a.location) != f'loc("{n}")':
            raise ExportError(f"argument {n} has location {a.location}")
