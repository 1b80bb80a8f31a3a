//===- PointToPoint.cpp - Transfers between two devices -------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The C ABI's point-to-point entry points (RuntimeABI.h: ap_rt_send_<ty>,
// ap_rt_recv_<ty>): a device sends a tensor to the device whose coordinate
// on one mesh axis is `peer` and whose other coordinates are its own (the
// next or the previous stage of a pipeline), through the backend's
// buffered send and blocking receive (CollectiveBackend::send, receive).
//
//===----------------------------------------------------------------------===//

#include "DenseLayout.h"
#include "EntryPoints.h"
#include "Shard/Placement/MeshAlgebra.h"
#include "Shard/Runtime/CollectiveRuntime.h"
#include "Shard/Runtime/Reductions.h"
#include "Shard/Runtime/RuntimeABI.h"

#include "llvm/ADT/Twine.h"

using namespace mlir::ap;
using namespace mlir::ap::runtime;
using namespace mlir::ap::runtime::detail;

namespace {

/// The calling rank's backend and the rank of its peer: the device at
/// coordinate `peer` on the one axis of `axes`.
std::pair<CollectiveBackend *, int64_t> findPeer(const I64Memref *meshShapeRef,
                                                 const I64Memref *axesRef,
                                                 int64_t peer,
                                                 llvm::StringRef what) {
  llvm::SmallVector<int64_t> meshShape = toVector(meshShapeRef);
  llvm::SmallVector<int64_t> axes = toVector(axesRef);
  CollectiveBackend &backend = getBackend(meshShape, what);
  int64_t rank = backend.getRank();
  injectFailure(rank, what);
  auto fail = [&](const llvm::Twine &problem) {
    reportFatalRuntimeError("rank " + llvm::Twine(rank) + ": " + what + ": " +
                            problem);
  };
  if (axes.size() != 1 || axes[0] < 0 ||
      axes[0] >= static_cast<int64_t>(meshShape.size()))
    fail("a transfer runs along one axis of the mesh");
  int64_t axis = axes[0];
  llvm::SmallVector<int64_t> coords = getDeviceCoords(meshShape, rank);
  if (peer < 0 || peer >= meshShape[axis])
    fail("the peer's coordinate " + llvm::Twine(peer) + " is outside axis " +
         llvm::Twine(axis) + " of size " + llvm::Twine(meshShape[axis]));
  if (peer == coords[axis])
    fail("a device cannot transfer to itself");
  coords[axis] = peer;
  return {&backend, getDeviceRank(meshShape, coords)};
}

template <typename T>
void sendTensor(UnrankedMemRefType<T> *in, I64Memref *meshShape,
                I64Memref *axes, int64_t peer) {
  CollectiveTimer timer;
  auto [backend, peerRank] = findPeer(meshShape, axes, peer, "send");
  Packed<T> packed = pack(in);
  backend->send(peerRank, packed.data.data(), packed.data.size() * sizeof(T),
                "send");
}

template <typename T>
void receiveTensor(UnrankedMemRefType<T> *out, I64Memref *meshShape,
                   I64Memref *axes, int64_t peer) {
  CollectiveTimer timer;
  auto [backend, peerRank] = findPeer(meshShape, axes, peer, "recv");
  llvm::SmallVector<int64_t, 4> shape = getShape(out);
  std::vector<T> data(getNumElements(shape));
  backend->receive(peerRank, data.data(), data.size() * sizeof(T), "recv");
  unpack(data.data(), shape, out);
}

} // namespace

extern "C" {

#define AP_RT_DEFINE_POINT_TO_POINT(SUFFIX, NAME, TYPE)                        \
  void _mlir_ciface_ap_rt_send_##SUFFIX(UnrankedMemRefType<TYPE> *in,          \
                                        I64Memref *meshShape, I64Memref *axes, \
                                        int64_t peer) {                        \
    sendTensor<TYPE>(in, meshShape, axes, peer);                               \
  }                                                                            \
  void _mlir_ciface_ap_rt_recv_##SUFFIX(UnrankedMemRefType<TYPE> *out,         \
                                        I64Memref *meshShape, I64Memref *axes, \
                                        int64_t peer) {                        \
    receiveTensor<TYPE>(out, meshShape, axes, peer);                           \
  }

AP_RT_ELEMENT_TYPES(AP_RT_DEFINE_POINT_TO_POINT)
#undef AP_RT_DEFINE_POINT_TO_POINT

} // extern "C"

void mlir::ap::runtime::detail::forEachPointToPointSymbol(
    llvm::function_ref<void(llvm::StringRef, void *)> fn) {
  auto add = [&](llvm::StringRef entryPoint, void *address) {
    fn(abi::getCInterfaceSymbol(entryPoint), address);
  };
#define AP_RT_REGISTER_POINT_TO_POINT(SUFFIX, NAME, TYPE)                      \
  add(abi::getEntryPoint(abi::kSend, #SUFFIX),                                 \
      reinterpret_cast<void *>(&_mlir_ciface_ap_rt_send_##SUFFIX));            \
  add(abi::getEntryPoint(abi::kRecv, #SUFFIX),                                 \
      reinterpret_cast<void *>(&_mlir_ciface_ap_rt_recv_##SUFFIX));
  AP_RT_ELEMENT_TYPES(AP_RT_REGISTER_POINT_TO_POINT)
#undef AP_RT_REGISTER_POINT_TO_POINT
}
