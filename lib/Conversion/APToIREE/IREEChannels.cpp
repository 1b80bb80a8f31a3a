//===- IREEChannels.cpp - IREE's channels of a module's groups ------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "IREEChannels.h"

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Placement/MeshAlgebra.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::ap;

Operation *mlir::ap::createIREEOp(OpBuilder &builder, Location loc,
                                  StringRef name, ValueRange operands,
                                  TypeRange results,
                                  ArrayRef<NamedAttribute> attributes) {
  OperationState state(loc, name);
  state.addOperands(operands);
  state.addTypes(results);
  state.addAttributes(attributes);
  return builder.create(state);
}

Type mlir::ap::getChannelType(MLIRContext *context) {
  return OpaqueType::get(StringAttr::get(context, "flow"), "channel");
}

IREEChannels::IREEChannels(ModuleOp module, ArrayRef<Operation *> users)
    : module(module) {
  for (Operation *user : users) {
    FlatSymbolRefAttr meshRef;
    ArrayRef<int64_t> axes;
    int64_t transferAxis;
    if (auto groupIndex = dyn_cast<GroupIndexOp>(user)) {
      meshRef = groupIndex.getMeshAttr();
      axes = groupIndex.getMeshAxes();
    } else if (isa<SendOp, RecvOp>(user)) {
      // Its channel's ranks are the coordinates on its axis.
      auto send = dyn_cast<SendOp>(user);
      meshRef = send ? send.getMeshAttr() : cast<RecvOp>(user).getMeshAttr();
      transferAxis = static_cast<int64_t>(send ? send.getAxis()
                                               : cast<RecvOp>(user).getAxis());
      axes = transferAxis;
    } else {
      auto collective = cast<CollectiveOpInterface>(user);
      meshRef = collective.getMeshAttr();
      axes = collective.getMeshAxes();
    }
    if (auto mesh = SymbolTable::lookupNearestSymbolFrom<MeshOp>(user, meshRef))
      channels[user] = load(user, mesh, axes);
  }
}

Value IREEChannels::load(Operation *user, MeshOp mesh, ArrayRef<int64_t> axes) {
  FlatSymbolRefAttr global = getGlobal(mesh, axes);
  auto function = user->getParentOfType<func::FuncOp>();
  auto key = std::make_pair(function.getOperation(), global.getAttr());
  auto found = loads.find(key);
  if (found != loads.end())
    return found->second;
  OpBuilder builder = OpBuilder::atBlockBegin(&function.front());
  NamedAttribute name = builder.getNamedAttr("global", global);
  Value channel = createIREEOp(builder, function.getLoc(), "util.global.load",
                               {}, getChannelType(module.getContext()), {name})
                      ->getResult(0);
  loads[key] = channel;
  return channel;
}

FlatSymbolRefAttr IREEChannels::getGlobal(MeshOp mesh, ArrayRef<int64_t> axes) {
  auto key = std::make_pair(mesh.getSymName().str(),
                            std::vector<int64_t>(axes.begin(), axes.end()));
  auto found = globals.find(key);
  if (found != globals.end())
    return found->second;
  MLIRContext *context = module.getContext();
  Type channelType = getChannelType(context);
  Location loc = mesh.getLoc();
  std::string name = "_ap_channel_" + mesh.getSymName().str();
  for (int64_t axis : axes)
    name += "_" + std::to_string(axis);
  while (module.lookupSymbol(name) || usedNames.contains(name))
    name += "_";
  usedNames.insert(name);
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  createIREEOp(
      builder, loc, "util.global", {}, {},
      {builder.getNamedAttr("sym_name", builder.getStringAttr(name)),
       builder.getNamedAttr("sym_visibility", builder.getStringAttr("private")),
       builder.getNamedAttr("type", TypeAttr::get(channelType))});

  builder = initializerBuilder();
  int64_t numDevices = getNumDevices(mesh.getShape());
  SmallVector<int64_t> colors(numDevices), keys(numDevices);
  for (auto [group, members] :
       llvm::enumerate(getAllGroups(mesh.getShape(), axes)))
    for (auto [index, member] : llvm::enumerate(members)) {
      colors[member] = group;
      keys[member] = index;
    }
  // i64 tables: IREE 3.13 crashes on tensors of index.
  auto table = [&](ArrayRef<int64_t> values) -> Value {
    auto type = RankedTensorType::get({numDevices}, builder.getI64Type());
    Value constant = arith::ConstantOp::create(
        builder, loc, DenseElementsAttr::get(type, values));
    Value entry =
        tensor::ExtractOp::create(builder, loc, constant, ValueRange{rank});
    return arith::IndexCastOp::create(builder, loc, builder.getIndexType(),
                                      entry);
  };
  Value color = table(colors), inGroup = table(keys);
  Value channel = createIREEOp(builder, loc, "flow.channel.split",
                               {world, color, inGroup}, channelType)
                      ->getResult(0);
  auto symbol = FlatSymbolRefAttr::get(context, name);
  createIREEOp(builder, loc, "util.global.store", {channel}, {},
               {builder.getNamedAttr("global", symbol)});
  globals[key] = symbol;
  return symbol;
}

OpBuilder IREEChannels::initializerBuilder() {
  OpBuilder builder(module.getContext());
  if (!terminator) {
    Location loc = module.getLoc();
    builder.setInsertionPointToEnd(module.getBody());
    OperationState state(loc, "util.initializer");
    state.addAttribute("function_type", TypeAttr::get(builder.getFunctionType(
                                            TypeRange(), TypeRange())));
    Block *body = new Block();
    state.addRegion()->push_back(body);
    builder.create(state);
    builder.setInsertionPointToEnd(body);
    terminator = createIREEOp(builder, loc, "util.return", {}, {});
    builder.setInsertionPoint(terminator);
    Type channelType = getChannelType(module.getContext());
    world = createIREEOp(builder, loc, "flow.channel.default", {}, channelType)
                ->getResult(0);
    rank = createIREEOp(builder, loc, "flow.channel.rank", {world},
                        builder.getIndexType())
               ->getResult(0);
  }
  builder.setInsertionPoint(terminator);
  return builder;
}
